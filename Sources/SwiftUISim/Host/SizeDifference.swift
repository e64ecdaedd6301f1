// A size change a user sees, the counterpart of `visibleDifference` for
// colour: a pressed look made by `.scaleEffect` shows only if the view
// visibly grows or shrinks (red-team round 13: 0.995 on a 90-point button
// moves its edges by a fifth of a point).

extension ViewHost {
    /// The change of a view's larger side, in points, at which a user sees
    /// it grow or shrink: 2 (each edge moves by a point, two to three device
    /// pixels on a 2x or 3x screen). A 0.96 press on a 90-point button moves
    /// it by 3.6 points; 0.995 by 0.45.
    public nonisolated static let visibleSizeChange = 2.0

    /// Whether scaling a view laid out in `frame` (cells) by `scale` changes
    /// its larger side by `visibleSizeChange` points or more.
    public nonisolated static func scaleShows(_ scale: Double, in frame: Frame) -> Bool {
        let larger = max(Double(frame.width) * Cells.pointsPerColumn, Double(frame.height) * Cells.pointsPerRow)
        return abs(1 - scale) * larger >= visibleSizeChange
    }
}
