extension Verb {
    /// Reads `arguments` (what follows this verb's name): a subverb's name passes
    /// them on to it; `-h`, `--help` (before any `--`) or `help` as the first word
    /// asks for help; anything the declarations do not allow is a `UsageError`.
    /// `path`: the verbs above this one (`["course"]`); `inherited`: their shared options.
    public func resolve(_ arguments: [String], path: [String] = [], inherited: [OptionSpec] = []) throws(UsageError) -> Invocation {
        let path = path + [name]
        let options = inherited + shared + self.options
        if let first = arguments.first, !subverbs.isEmpty {
            if let subverb = subverb(named: first) {
                return try subverb.resolve(Array(arguments.dropFirst()), path: path, inherited: inherited + shared)
            }
            if first == "help" { return try helpFor(Array(arguments.dropFirst()), path: path, inherited: inherited) }
            // A verb of subverbs only: a first word that is not one of them is a mistake, not an argument.
            if arguments.isEmpty == false, self.arguments.isEmpty, !first.hasPrefix("-") {
                let names = subverbs.map(\.name).joined(separator: ", ")
                throw UsageError(
                    command: path.joined(separator: " "),
                    problem: path.count == 1 ? "unknown verb \"\(first)\"" : "no subverb \"\(first)\" (\(names))")
            }
        }
        let beforeDoubleDash = arguments.prefix { $0 != "--" }
        if beforeDoubleDash.contains(where: { $0 == "-h" || $0 == "--help" }) || run == nil && subverbs.isEmpty {
            return .help(help(path: path, inherited: inherited))
        }
        var parsed = Parsed(path: path)
        var positional: [String] = []
        var index = 0
        func problem(_ text: String) -> UsageError { parsed.usageError(text) }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                let rest = Array(arguments[index...])
                if passthrough != nil { parsed.passthrough = rest } else { positional += rest }
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positional.append(argument)
                continue
            }
            // `--name=value` for a long option; short ones take the next argument.
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.names.contains(name) }) else { throw problem("unknown option \(name)") }
            func convert(_ text: String) throws(UsageError) -> any Sendable {
                guard let value = option.convert(text) else { throw problem("\(name) takes \(option.expected), not \"\(text)\"") }
                return value
            }
            let value: any Sendable
            switch option.arity {
            case .flag:
                if inline != nil { throw problem("\(name) takes no value") }
                value = true
            case .value, .repeated:
                if let inline {
                    value = try convert(inline)
                } else {
                    guard index < arguments.count else { throw problem("\(name) needs a value (\(option.valueName))") }
                    value = try convert(arguments[index])
                    index += 1
                }
            case .optionalValue(let implicit, let takesNext):
                if let inline {
                    if inline.isEmpty { throw problem("\(name)= needs a value (\(option.valueName)), or leave out the =") }
                    value = try convert(inline)
                } else if index < arguments.count, takesNext(arguments[index]) {
                    value = try convert(arguments[index])
                    index += 1
                } else {
                    value = try convert(implicit)
                }
            }
            if case .repeated = option.arity { parsed.values[option.key, default: []].append(value) } else { parsed.values[option.key] = [value] }
        }
        try assign(positional, to: &parsed)
        if let missing = options.first(where: { $0.isRequired && parsed.values[$0.key] == nil }) { throw problem("needs \(missing.synopsis)") }
        if run == nil { return .help(help(path: path, inherited: inherited)) }
        return .run(self, parsed)
    }

    /// Hands the positional arguments to the declared ones, in order.
    private func assign(_ positional: [String], to parsed: inout Parsed) throws(UsageError) {
        var rest = positional[...]
        for argument in arguments {
            func convert(_ text: String) throws(UsageError) -> any Sendable {
                guard let value = argument.convert(text) else { throw parsed.usageError("\(argument.name) takes \(argument.expected), not \"\(text)\"") }
                return value
            }
            switch argument.arity {
            case .required:
                guard let text = rest.popFirst() else { throw parsed.usageError("needs \(argument.missing)") }
                parsed.values[argument.key] = [try convert(text)]
            case .optional:
                if let text = rest.popFirst() { parsed.values[argument.key] = [try convert(text)] }
            case .repeated(let minimum):
                guard rest.count >= minimum else { throw parsed.usageError("needs \(argument.missing)") }
                var values: [any Sendable] = []
                for text in rest { values.append(try convert(text)) }
                parsed.values[argument.key] = values
                rest = []
            }
        }
        if !rest.isEmpty {
            let takes = arguments.isEmpty ? "no arguments" : arguments.map(\.synopsis).joined(separator: " ")
            throw parsed.usageError("unexpected argument\(rest.count == 1 ? "" : "s") \(rest.map { "\"\($0)\"" }.joined(separator: " ")) (it takes \(takes))")
        }
    }

    /// `course help dev verify`: the help of the verb those words name.
    private func helpFor(_ words: [String], path: [String], inherited: [OptionSpec]) throws(UsageError) -> Invocation {
        var verb = self, path = path, inherited = inherited
        for word in words {
            guard let next = verb.subverb(named: word) else {
                throw UsageError(command: path.joined(separator: " "), problem: "no verb \"\(word)\" to show help for")
            }
            inherited += verb.shared
            path.append(word)
            verb = next
        }
        return .help(verb.help(path: path, inherited: inherited))
    }
}
