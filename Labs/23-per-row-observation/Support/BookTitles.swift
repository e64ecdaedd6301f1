/// The reading list's books: "Book 1" … "Book 200".
public enum BookTitles {
    public static let count = 200
    public static func title(_ number: Int) -> String { "Book \(number)" }
}
