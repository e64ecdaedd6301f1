import Foundation

/// DEFLATE (RFC 1951) decompression, in process, with an output limit: how
/// `ExportArchive` reads the members of an LMS's download zip without any
/// tool writing to disk on its behalf (the twenty-fourth review). Written
/// after zlib's `contrib/puff` (canonical Huffman codes decoded a bit at a
/// time): small and plain, not fast; a download's members are source files.
///
/// Its work is bounded by time as well as by output (the twenty-sixth
/// review, finding 03): a stream of empty blocks produces nothing, so the
/// output limit never trips while each block costs a table build; the
/// fixed tables are now built once, and the deadline is looked at every
/// `blocksPerCheck` blocks (inside a block, work is bounded by its output).
struct InflateError: Error, Equatable {
    var message: String
}

enum Inflate {
    /// The bytes `input` (a raw DEFLATE stream) decompresses to; refused past
    /// `limit` bytes, or when `deadline` passes before the stream ends.
    static func decompress(_ input: [UInt8], limit: Int, deadline: Date = .distantFuture) throws(InflateError) -> [UInt8] {
        var state = State(input: input, limit: limit, deadline: deadline)
        try state.run()
        return state.output
    }

    /// How many blocks are read between two looks at the clock.
    static let blocksPerCheck = 256

    /// RFC 1951 3.2.6's fixed codes, built once (they were built for every fixed block).
    private static let fixedLengths: Huffman = {
        var lengths = [Int](repeating: 8, count: 288)
        for symbol in 144..<256 { lengths[symbol] = 9 }
        for symbol in 256..<280 { lengths[symbol] = 7 }
        return try! Huffman(lengths: lengths[...])  // constant, valid lengths: cannot throw
    }()
    private static let fixedDistances: Huffman = try! Huffman(lengths: [Int](repeating: 5, count: 30)[...])

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// The order a dynamic block lists its code-length code's lengths in.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int]
        /// Over-subscribed lengths are no code; `complete` says every code is used.
        var complete = false

        init(lengths: ArraySlice<Int>) throws(InflateError) {
            symbols = [Int](repeating: 0, count: lengths.count)
            for length in lengths { counts[length] += 1 }
            var left = 1
            for length in 1..<16 {
                left <<= 1
                left -= counts[length]
                if left < 0 { throw InflateError(message: "an over-subscribed Huffman code") }
            }
            complete = left == 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private struct State {
        let input: [UInt8]
        var position = 0
        var bitBuffer: UInt64 = 0
        var bitCount = 0
        var output: [UInt8] = []
        let limit: Int
        let deadline: Date

        init(input: [UInt8], limit: Int, deadline: Date) {
            self.input = input
            self.limit = limit
            self.deadline = deadline
        }

        mutating func bits(_ need: Int) throws(InflateError) -> Int {
            while bitCount < need {
                guard position < input.count else { throw InflateError(message: "the compressed data ends early") }
                bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
                position += 1
                bitCount += 8
            }
            let value = Int(bitBuffer & ((1 << UInt64(need)) - 1))
            bitBuffer >>= UInt64(need)
            bitCount -= need
            return value
        }

        mutating func append(_ byte: UInt8) throws(InflateError) {
            guard output.count < limit else { throw InflateError(message: "it decompresses to more than \(limit) bytes") }
            output.append(byte)
        }

        mutating func run() throws(InflateError) {
            var last = false
            var blocks = 0
            while !last {
                blocks += 1
                if blocks % Inflate.blocksPerCheck == 0, Date() >= deadline {
                    throw InflateError(message: "decompressing it took longer than the time the grader gives a download (\(blocks) blocks read)")
                }
                last = try bits(1) == 1
                switch try bits(2) {
                case 0: try stored()
                case 1: try fixed()
                case 2: try dynamic()
                default: throw InflateError(message: "a block of an unknown type")
                }
            }
        }

        mutating func stored() throws(InflateError) {
            bitBuffer = 0
            bitCount = 0
            guard position + 4 <= input.count else { throw InflateError(message: "the compressed data ends early") }
            let length = Int(input[position]) | Int(input[position + 1]) << 8
            let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
            position += 4
            guard length == ~complement & 0xFFFF else { throw InflateError(message: "a stored block's length does not match its complement") }
            guard position + length <= input.count else { throw InflateError(message: "the compressed data ends early") }
            guard output.count + length <= limit else { throw InflateError(message: "it decompresses to more than \(limit) bytes") }
            output.append(contentsOf: input[position..<position + length])
            position += length
        }

        mutating func decode(_ code: Huffman) throws(InflateError) -> Int {
            var (value, first, index) = (0, 0, 0)
            for length in 1..<16 {
                value |= try bits(1)
                let count = code.counts[length]
                if value - count < first { return code.symbols[index + (value - first)] }
                index += count
                first += count
                first <<= 1
                value <<= 1
            }
            throw InflateError(message: "a code no Huffman table holds")
        }

        mutating func codes(_ lengths: Huffman, _ distances: Huffman) throws(InflateError) {
            while true {
                var symbol = try decode(lengths)
                if symbol < 256 {
                    try append(UInt8(symbol))
                    continue
                }
                if symbol == 256 { return }
                symbol -= 257
                guard symbol < 29 else { throw InflateError(message: "a length code out of range") }
                let length = Inflate.lengthBase[symbol] + (try bits(Inflate.lengthExtra[symbol]))
                let distanceSymbol = try decode(distances)
                guard distanceSymbol < 30 else { throw InflateError(message: "a distance code out of range") }
                let distance = Inflate.distanceBase[distanceSymbol] + (try bits(Inflate.distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw InflateError(message: "a distance back past the start") }
                guard output.count + length <= limit else { throw InflateError(message: "it decompresses to more than \(limit) bytes") }
                for _ in 0..<length { output.append(output[output.count - distance]) }
            }
        }

        mutating func fixed() throws(InflateError) {
            try codes(Inflate.fixedLengths, Inflate.fixedDistances)
        }

        mutating func dynamic() throws(InflateError) {
            let literalCount = try bits(5) + 257
            let distanceCount = try bits(5) + 1
            let codeCount = try bits(4) + 4
            guard literalCount <= 286, distanceCount <= 30 else { throw InflateError(message: "a dynamic block with too many codes") }
            var lengths = [Int](repeating: 0, count: 320)
            for index in 0..<codeCount { lengths[Inflate.codeLengthOrder[index]] = try bits(3) }
            let lengthCode = try Huffman(lengths: lengths[0..<19])
            guard lengthCode.complete else { throw InflateError(message: "an incomplete code-length code") }
            var index = 0
            while index < literalCount + distanceCount {
                let symbol = try decode(lengthCode)
                if symbol < 16 {
                    lengths[index] = symbol
                    index += 1
                    continue
                }
                var (value, repeats) = (0, 0)
                switch symbol {
                case 16:
                    guard index > 0 else { throw InflateError(message: "a repeat with nothing before it") }
                    value = lengths[index - 1]
                    repeats = 3 + (try bits(2))
                case 17: repeats = 3 + (try bits(3))
                default: repeats = 11 + (try bits(7))
                }
                guard index + repeats <= literalCount + distanceCount else { throw InflateError(message: "code lengths past the end") }
                for _ in 0..<repeats {
                    lengths[index] = value
                    index += 1
                }
            }
            guard lengths[256] != 0 else { throw InflateError(message: "no end-of-block code") }
            let literals = try Huffman(lengths: lengths[0..<literalCount])
            let distances = try Huffman(lengths: lengths[literalCount..<literalCount + distanceCount])
            try codes(literals, distances)
        }
    }
}
