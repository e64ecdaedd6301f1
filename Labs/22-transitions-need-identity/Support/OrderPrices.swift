/// The shop's one product and its price (the lab is about the screen, not
/// about money).
public enum OrderPrices {
    public static let itemName = "notebook"

    /// "€4", "€8"…: four euros a notebook.
    public static func total(for count: Int) -> String { "€\(count * 4)" }
}
