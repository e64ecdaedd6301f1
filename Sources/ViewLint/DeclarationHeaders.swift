import SwiftSyntax

/// Where each declaration's header is in a file, for finding the declaration
/// a position (the compiler's `declaredAt`, `Members.position`) falls in.
///
/// Every call the linter follows asks this once, so a scan of every
/// declaration per question made a file of n functions cost n² (4,000
/// functions: 11 s; a submission under the size cap: minutes). Headers nest
/// as syntax does (a default argument may hold a closure with a function in
/// it), never overlap otherwise; sorted by start, the headers holding a
/// position are the last one starting at or before it and those enclosing it.
struct DeclarationHeaders {
    enum Declaration {
        case function(FunctionDeclSyntax)
        case initializer(InitializerDeclSyntax)
        case `subscript`(SubscriptDeclSyntax)
        case binding(VariableDeclSyntax, PatternBindingSyntax)

        /// Which kind answers first when headers of several kinds hold a
        /// position (as the lookup has always read them).
        var rank: Int {
            switch self {
            case .function: 0
            case .initializer: 1
            case .subscript: 2
            case .binding: 3
            }
        }
    }

    private struct Header {
        var range: Range<AbsolutePosition>
        var declaration: Declaration
        /// Source order within its kind: the outer one first.
        var order: Int
        /// The nearest header that holds this one.
        var enclosing: Int?
    }

    private var headers: [Header] = []

    init(functions: [FunctionDeclSyntax], initializers: [InitializerDeclSyntax], subscripts: [SubscriptDeclSyntax], variables: [VariableDeclSyntax]) {
        var all: [Header] = []
        for (order, function) in functions.enumerated() {
            all.append(Header(range: function.positionAfterSkippingLeadingTrivia..<(function.body?.position ?? function.endPosition),
                              declaration: .function(function), order: order))
        }
        for (order, initializer) in initializers.enumerated() {
            all.append(Header(range: initializer.positionAfterSkippingLeadingTrivia..<(initializer.body?.position ?? initializer.endPosition),
                              declaration: .initializer(initializer), order: order))
        }
        for (order, access) in subscripts.enumerated() {
            all.append(Header(range: access.positionAfterSkippingLeadingTrivia..<(access.accessorBlock?.position ?? access.endPosition),
                              declaration: .subscript(access), order: order))
        }
        var order = 0
        for variable in variables {
            for binding in variable.bindings {
                all.append(Header(range: binding.pattern.positionAfterSkippingLeadingTrivia..<binding.pattern.endPosition,
                                  declaration: .binding(variable, binding), order: order))
                order += 1
            }
        }
        all.sort { ($0.range.lowerBound, -$0.range.upperBound.utf8Offset) < ($1.range.lowerBound, -$1.range.upperBound.utf8Offset) }
        var open: [Int] = []
        for index in all.indices {
            while let last = open.last, all[last].range.upperBound <= all[index].range.lowerBound { open.removeLast() }
            all[index].enclosing = open.last
            open.append(index)
        }
        headers = all
    }

    /// The declarations whose header holds `position`, in the order the
    /// lookup prefers: functions, initializers, subscripts, then bindings,
    /// each outermost first.
    func declarations(at position: AbsolutePosition) -> [Declaration] {
        // The last header starting at or before `position`.
        var low = 0, high = headers.count
        while low < high {
            let middle = (low + high) / 2
            if headers[middle].range.lowerBound <= position { low = middle + 1 } else { high = middle }
        }
        var found: [Header] = []
        var next: Int? = low > 0 ? low - 1 : nil
        while let index = next {
            if headers[index].range.contains(position) { found.append(headers[index]) }
            next = headers[index].enclosing
        }
        return found.sorted { ($0.declaration.rank, $0.order) < ($1.declaration.rank, $1.order) }.map(\.declaration)
    }
}
