/// The scenario seeds a lab's checks are judged with: a fixed set derived
/// from the lab's snapshot hash, so a grade never depends on a draw. Every
/// student, every run, `course check`, `course grade` and `course autograde`
/// meet the same scenarios for one version of a lab; a check that drew from
/// `Scenario` is run once per seed, each run a fresh process of its own, and
/// fails if any seed fails (its message names that seed, and
/// `course check --seed N` replays it). A new version of the lab (any byte
/// of lab.json, Starter, Support or Checks) draws new seeds.
enum ScenarioSeeds {
    /// Seeds per check: a drawn bug that shows on half the draws (the red
    /// team's capped counter) is missed by 4 seeds 1 time in 16, so a lab
    /// check whose point is a boundary draws it on every seed itself
    /// (docs/labs.md, "Scenarios"). Measured cost: docs/grading.md.
    static let count = 4

    /// `count` seeds for the lab whose snapshot hash is `labHash`.
    static func derive(labHash: String, count: Int = count) -> [UInt64] {
        (0..<count).map { index in
            var hasher = SHA256()
            hasher.update("course scenario seed \(index)\n\(labHash)")
            return UInt64(hasher.finalize().prefix(16), radix: 16) ?? UInt64(index + 1)
        }
    }
}
