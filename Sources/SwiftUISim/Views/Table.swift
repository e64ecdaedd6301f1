// `Table` and its columns and rows (iOS 16 / macOS 12), as Apple's SDK
// declares them. A table lists one row per value, identified by the value's
// `id` like `ForEach`'s rows. Apple: "In a compact horizontal size class
// environment, a table doesn't display column headers and only shows the
// first column": the simulated phone is compact, so a row shows its first
// column's cell, and with `.environment(\.horizontalSizeClass, .regular)`
// (a Mac, an iPad) the column titles and every cell. Sorting is the app's:
// the table hands `sortOrder` to the binding and does not reorder rows;
// selection is kept in the binding (no row is ever clicked here).
// https://developer.apple.com/documentation/swiftui/table

/// One column as the table draws it: its title and its cell for a row.
public struct _TableColumnCell<RowValue> {
    let title: Text
    let cell: (RowValue) -> AnyView
}

/// Apple: "A type used to represent columns within a table."
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    associatedtype TableRowValue
    associatedtype TableColumnSortComparator
    var _columns: [_TableColumnCell<TableRowValue>] { get }
}

/// Apple: "A type used to represent table rows."
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    associatedtype TableRowValue: Identifiable
    var _rows: [TableRowValue] { get }
}

/// A column: a title, a cell per row; `value:` names what it sorts by.
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    let title: Text
    let content: (RowValue) -> Content
    public var _columns: [_TableColumnCell<RowValue>] { [_TableColumnCell(title: title, cell: { AnyView(content($0)) })] }

    init(title: Text, content: @escaping (RowValue) -> Content) { (self.title, self.content) = (title, content) }

    public func width(_ width: CGFloat?) -> Self { self }
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self { self }
    public func alignment(_ alignment: TableColumnAlignment) -> Self { self }
    public func customizationID(_ id: String) -> Self { self }
    public func defaultVisibility(_ visibility: Visibility) -> Self { self }
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior) -> Self { self }
}

public struct TableColumnAlignment: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), leading = Self(name: "leading"), center = Self(name: "center")
    public static let trailing = Self(name: "trailing"), numeric = Self(name: "numeric")
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> Self { Self(name: "numeric") }
}
public struct TableColumnCustomizationBehavior: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let reorder = Self(rawValue: 1), resize = Self(rawValue: 2), visibility = Self(rawValue: 4), all: Self = [.reorder, .resize, .visibility]
}

extension TableColumn where Label == Text {
    /// A text column showing a string property, sortable by it.
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text, Sort == KeyPathComparator<RowValue> {
        self.init(title: Text(title), content: { Text($0[keyPath: value]) })
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text, Sort == KeyPathComparator<RowValue> {
        self.init(title: Text(titleKey), content: { Text($0[keyPath: value]) })
    }
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == KeyPathComparator<RowValue> {
        self.init(title: Text(title), content: content)
    }
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == KeyPathComparator<RowValue> {
        self.init(title: Text(titleKey), content: content)
    }
    public init<S: StringProtocol, V, C: SortComparator>(_ title: S, value: KeyPath<RowValue, V>, comparator: C,
                                                         @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V, Sort == KeyPathComparator<RowValue> {
        self.init(title: Text(title), content: content)
    }
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort: SortComparator {
        self.init(title: Text(title), content: content)
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        self.init(title: Text(title), content: content)
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        self.init(title: Text(titleKey), content: content)
    }
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        self.init(title: text, content: content)
    }
}

/// The columns a builder made.
public struct _TableColumns<RowValue, Sort>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public let _columns: [_TableColumnCell<RowValue>]
}

@resultBuilder @MainActor
public enum TableColumnBuilder<RowValue, Sort> {
    /// Any column of these rows: a column sorted by another comparator (or none) shows the same.
    public static func buildExpression<C: TableColumnContent>(_ column: C) -> _TableColumns<RowValue, Sort> where C.TableRowValue == RowValue {
        _TableColumns(_columns: column._columns)
    }
    public static func buildBlock(_ parts: _TableColumns<RowValue, Sort>...) -> _TableColumns<RowValue, Sort> {
        _TableColumns(_columns: parts.flatMap(\._columns))
    }
    public static func buildOptional(_ part: _TableColumns<RowValue, Sort>?) -> _TableColumns<RowValue, Sort> { part ?? _TableColumns(_columns: []) }
    public static func buildEither(first: _TableColumns<RowValue, Sort>) -> _TableColumns<RowValue, Sort> { first }
    public static func buildEither(second: _TableColumns<RowValue, Sort>) -> _TableColumns<RowValue, Sort> { second }
    public static func buildLimitedAvailability(_ part: _TableColumns<RowValue, Sort>) -> _TableColumns<RowValue, Sort> { part }
}

/// One row, for `Table(of:) { columns } rows: { TableRow(value) }`.
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    let value: Value
    public init(_ value: Value) { self.value = value }
    public var _rows: [Value] { [value] }
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> Self { self }
}
/// A row is also a view here (drawing nothing), so that `ForEach(items) { TableRow($0) }`
/// builds with the simulator's one `ForEach`; the table reads its rows.
extension TableRow: View {
    public typealias Body = Never
    public static func _expand(_ view: Self, into children: inout _Children) {}
    public static var _role: _ViewRole { .group }
}
public struct _TableRows<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public let _rows: [Value]
}
extension ForEach: TableRowContent where Content: TableRowContent, Data.Element == Content.TableRowValue {
    public typealias TableRowValue = Content.TableRowValue
    public var _rows: [Content.TableRowValue] { Array(data) }
}

@resultBuilder @MainActor
public enum TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<R: TableRowContent>(_ rows: R) -> _TableRows<Value> where R.TableRowValue == Value { _TableRows(_rows: rows._rows) }
    public static func buildBlock(_ parts: _TableRows<Value>...) -> _TableRows<Value> { _TableRows(_rows: parts.flatMap(\._rows)) }
    public static func buildOptional(_ part: _TableRows<Value>?) -> _TableRows<Value> { part ?? _TableRows(_rows: []) }
    public static func buildEither(first: _TableRows<Value>) -> _TableRows<Value> { first }
    public static func buildEither(second: _TableRows<Value>) -> _TableRows<Value> { second }
    public static func buildArray(_ parts: [_TableRows<Value>]) -> _TableRows<Value> { _TableRows(_rows: parts.flatMap(\._rows)) }
}

/// A table of rows and columns.
public struct Table<Value: Identifiable, Rows, Columns>: View {
    let rows: [Value]
    let columns: [_TableColumnCell<Value>]
    @Environment(\.horizontalSizeClass) private var sizeClass

    init(rows: [Value], columns: [_TableColumnCell<Value>]) { (self.rows, self.columns) = (rows, columns) }

    public var body: some View {
        let shown = sizeClass == .compact ? Array(columns.prefix(1)) : columns
        List {
            if sizeClass != .compact {
                HStack { ForEach(shown.indices, id: \.self) { shown[$0].title } }
            }
            ForEach(rows) { row in
                HStack { ForEach(shown.indices, id: \.self) { shown[$0].cell(row) } }
            }
        }
    }
}

extension Table where Rows == _TableRows<Value> {
    // Over a collection of values.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Data.Element == Value, Columns == _TableColumns<Value, Never> {
        self.init(rows: Array(data), columns: columns()._columns)
    }
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Data.Element == Value, Columns == _TableColumns<Value, Never> {
        self.init(rows: Array(data), columns: columns()._columns)
    }
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Data.Element == Value, Columns == _TableColumns<Value, Never> {
        self.init(rows: Array(data), columns: columns()._columns)
    }
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Data.Element == Value, Columns == _TableColumns<Value, Sort> {
        self.init(rows: Array(data), columns: columns()._columns)
    }
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Data.Element == Value, Columns == _TableColumns<Value, Sort> {
        self.init(rows: Array(data), columns: columns()._columns)
    }
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Data.Element == Value, Columns == _TableColumns<Value, Sort> {
        self.init(rows: Array(data), columns: columns()._columns)
    }

    // Of a row type, with the rows built apart.
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                      @TableRowBuilder<Value> rows: () -> Rows) where Columns == _TableColumns<Value, Never> {
        self.init(rows: rows()._rows, columns: columns()._columns)
    }
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                      @TableRowBuilder<Value> rows: () -> Rows) where Columns == _TableColumns<Value, Never> {
        self.init(rows: rows()._rows, columns: columns()._columns)
    }
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                      @TableRowBuilder<Value> rows: () -> Rows) where Columns == _TableColumns<Value, Never> {
        self.init(rows: rows()._rows, columns: columns()._columns)
    }
    public init<Sort: SortComparator>(of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Columns == _TableColumns<Value, Sort> {
        self.init(rows: rows()._rows, columns: columns()._columns)
    }
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Columns == _TableColumns<Value, Sort> {
        self.init(rows: rows()._rows, columns: columns()._columns)
    }
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Columns == _TableColumns<Value, Sort> {
        self.init(rows: rows()._rows, columns: columns()._columns)
    }
}

/// Table styles (iOS 16 / macOS 12): recorded, like the other styles.
public protocol TableStyle {}
public struct AutomaticTableStyle: TableStyle { public init() {} }
public struct InsetTableStyle: TableStyle { public init() {}; public init(alternatesRowBackgrounds: Bool) {} }
public struct BorderedTableStyle: TableStyle { public init() {}; public init(alternatesRowBackgrounds: Bool) {} }
extension TableStyle where Self == AutomaticTableStyle { public static var automatic: AutomaticTableStyle { AutomaticTableStyle() } }
extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { InsetTableStyle() }
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle { InsetTableStyle() }
}
extension TableStyle where Self == BorderedTableStyle {
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle { BorderedTableStyle() }
}

extension View {
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { modifier(_RecordedModifier("tableStyle(\(S.self))")) }
    public func tableColumnHeaders(_ visibility: Visibility) -> some View { modifier(_RecordedModifier("tableColumnHeaders")) }
}
