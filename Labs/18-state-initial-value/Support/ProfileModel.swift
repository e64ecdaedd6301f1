import Foundation
import SwiftUI

/// A user's profile as the app loads it. Read-only: part of the lab.
///
/// Making one is the expensive part (imagine it opening a database), so the
/// checks count every `ProfileModel` made; loading is asynchronous.
@MainActor @Observable
public final class ProfileModel {
    /// What the profile card shows while and after loading.
    public enum Phase: Equatable, Sendable {
        case loading
        case loaded(String)
        case failed
    }

    public let userID: String
    public private(set) var phase: Phase = .loading

    public init(userID: String) {
        self.userID = userID
        ProfileModels.builtFor.append(userID)
        if ViewHost.isRunningBody {
            ProfileModels.builtInBody.append(userID)
        } else if let view = ViewHost.bodyBehindRunningWork {
            // Work a body scheduled (a main-queue block, a task it started):
            // made because that pass ran, as if the body had made it.
            ProfileModels.builtByWorkABodyScheduled.append((userID, view))
        }
        ProfileModels.whenBuilt?()
    }

    /// Loads the profile (a stand-in for the network).
    public func load() async {
        await Task.yield()
        if ProfileModels.holdsLoads { await withCheckedContinuation { ProfileModels.held.append($0) } }
        phase = ProfileModels.names[userID].map(Phase.loaded) ?? .failed
    }
}

/// Who is signed in when the profile tab appears: the app sets it before it
/// shows the tab (the checks draw one per run, so a card that loads a user
/// it hard-codes shows someone else's profile). Read-only: part of the lab.
@MainActor public enum SignedIn {
    public internal(set) static var userID = "ada"
}

@MainActor enum ProfileModels {
    /// The userID of every model made, in order.
    static var builtFor: [String] = []
    /// Users whose model was built while a body ran (in `body`, or in a helper it calls).
    static var builtInBody: [String] = []
    /// Users whose model was built by work a body scheduled (a main-queue
    /// block, a `Task {}` or timer it started), with that body's view.
    static var builtByWorkABodyScheduled: [(userID: String, view: String)] = []
    /// What loading finds; a check may change it, so that a name on screen
    /// can only have come from a loaded model.
    static var names = ["ada": "Ada Lovelace", "grace": "Grace Hopper"]
    /// While true, a load waits (as on a slow network) until the check
    /// calls `releaseLoads()`, so that it can see what the card shows meanwhile.
    static var holdsLoads = false
    static var held: [CheckedContinuation<Void, Never>] = []
    /// Called as each model is made: a check reads the screen there, which
    /// is what the app showed before the code making the model ran (a
    /// `.task` runs after the frame that shows its view).
    static var whenBuilt: (@MainActor () -> Void)?

    static func releaseLoads() {
        holdsLoads = false
        let waiting = held
        held = []
        for load in waiting { load.resume() }
    }
}

/// Lets the tasks that views started run to their end, as the main run loop
/// would between frames in an app.
@MainActor func letTasksRun() {
    for _ in 0..<5 {
        RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
}
