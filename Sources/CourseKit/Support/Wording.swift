/// "1 check", "3 checks": a count with its noun, singular for one.
func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
}

/// A phrase ended as a sentence: a full stop added unless it already ends
/// with one (a reason quoted from an error message often does).
func sentence(_ phrase: String) -> String {
    phrase.hasSuffix(".") || phrase.hasSuffix("?") || phrase.hasSuffix("!") ? phrase : phrase + "."
}
