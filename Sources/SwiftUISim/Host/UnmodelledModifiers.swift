extension ViewHost {
    /// Called whenever the legibility judge counts a view as unseen because
    /// of a modifier whose effect on what shows the simulator does not
    /// compute (`ModifierClass.unmodelled`, a `blendMode` that depends on its
    /// layer, a `VisualEffect` of a program's own type), with the modifier's
    /// name and the view's text (nil for a view that is not a text). Lab
    /// programs name it in every check that fails (a correct fix that uses
    /// it is not the student's fault); elsewhere nothing is called.
    public static var unmodelledHandler: (@MainActor (_ modifier: String, _ text: String?) -> Void)?
}
