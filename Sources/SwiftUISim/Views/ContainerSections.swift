// iOS 18's sections of a custom container ("Demystify SwiftUI containers",
// WWDC24): `ForEach(sections:content:)` and `Group(sections:transform:)` hand a
// container its content's sections, each a `SectionConfiguration` with the
// header, content and footer as subviews. A `Section` member is one section;
// the members between sections make one section with no header or footer
// (Apple: "Any content that isn't explicitly wrapped in a Section is
// considered to be in an implicit section").
// https://developer.apple.com/documentation/swiftui/foreach/init(sections:content:)
// https://developer.apple.com/documentation/swiftui/group/init(sections:transform:)
// https://developer.apple.com/documentation/swiftui/sectionconfiguration

/// Apple: "Specifies the contents of a section."
public struct SectionConfiguration: Identifiable {
    public struct ID: Hashable, Sendable {
        let key: _UncheckedHashable
    }
    public let id: ID
    /// The values the section's `containerValue(_:_:)` modifiers set.
    public var containerValues: ContainerValues
    public var header: SubviewsCollection
    public var content: SubviewsCollection
    public var footer: SubviewsCollection

    /// The sections of `content`, as a container of it lists them.
    @MainActor static func sections<Content: View>(of content: Content, in children: _Children) -> [SectionConfiguration] {
        var sections: [SectionConfiguration] = []
        var loose: [Subview] = []
        func closeLoose() {
            guard !loose.isEmpty else { return }
            sections.append(SectionConfiguration(
                id: ID(key: _UncheckedHashable(loose[0].key)), containerValues: ContainerValues(),
                header: SubviewsCollection(subviews: []), content: SubviewsCollection(subviews: loose), footer: SubviewsCollection(subviews: [])))
            loose = []
        }
        for item in children.members(of: content, keepingSections: true) {
            if let section = item.view as? any _SectionParts {
                closeLoose()
                var values = ContainerValues()
                (item.view as? any _ContainerValuesCarrying)?._collect(into: &values)
                let parts = section._parts(in: children)
                sections.append(SectionConfiguration(
                    id: ID(key: _UncheckedHashable(item.key)), containerValues: values,
                    header: SubviewsCollection(subviews: parts.header), content: SubviewsCollection(subviews: parts.content),
                    footer: SubviewsCollection(subviews: parts.footer)))
            } else {
                var values = ContainerValues()
                (item.view as? any _ContainerValuesCarrying)?._collect(into: &values)
                loose.append(Subview(id: Subview.ID(key: _UncheckedHashable(item.key)), view: item.view, key: item.key, containerValues: values))
            }
        }
        closeLoose()
        return sections
    }
}

/// A `Section`'s parts as subviews.
@MainActor protocol _SectionParts {
    func _parts(in children: _Children) -> (header: [Subview], content: [Subview], footer: [Subview])
}

extension Section: _SectionParts {
    func _parts(in children: _Children) -> (header: [Subview], content: [Subview], footer: [Subview]) {
        (Subview.members(of: header, in: children), Subview.members(of: content, in: children), Subview.members(of: footer, in: children))
    }
}

/// Apple: "An opaque collection representing the sections of view."
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]
    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

/// The data of `ForEach(sections:)`: filled by the graph when the `ForEach` expands.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    final class Members { var sections: [SectionConfiguration] = [] }
    let members = Members()
    public var startIndex: Int { 0 }
    public var endIndex: Int { members.sections.count }
    public subscript(position: Int) -> SectionConfiguration { members.sections[position] }
}

extension ForEach {
    /// iOS 18: one `content` per section of `view`.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        let data = ForEachSectionCollection<Content>()
        self.init(data, id: \.id, content: content)
        resolveData = { children in data.members.sections = SectionConfiguration.sections(of: view, in: children) }
    }
}

/// What `Group(sections:transform:)` shows: the transform of the sections.
public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    public typealias Body = Never
    let sections: Sections
    let transform: (SectionCollection) -> Content
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.append(view.transform(SectionCollection(sections: SectionConfiguration.sections(of: view.sections, in: children))))
    }
    public static var _role: _ViewRole { .group }
}

extension Group {
    /// iOS 18.
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.init { GroupSectionsOfContent(sections: view, transform: transform) }
    }
}
