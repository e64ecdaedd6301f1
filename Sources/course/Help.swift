// The help texts of `course` and each verb.
import CourseKit

nonisolated let version = "course 0.1.0"

nonisolated let overview = """
    course — an interactive course on SwiftUI's rendering model, with labs checked
    by a simulator of SwiftUI's update model.

    Usage: course <verb> [options]

    Verbs:
      next                 show your current lesson and lab; move on when it passes
      check [LAB]          check a lab (exit 0 passed, 1 not passed)
      watch [LAB]          re-check on every save (keys: n next, h hint, l list, q quit)
      hint [LAB]           the next hint for a lab
      lab [LAB]            show a lab's task, its files and its status (changes nothing)
      reset LAB            put a lab's starter files back (yours are backed up)
      solution LAB         show the solution (after the lab passed, or --force)
      list                 every lesson and lab with its status
      status               progress bar and what comes next
      lesson [N|slug]      read a lesson
      run FILE.swift       compile and run one file against the simulator
      lint [PATH…]         the view-structure linter
      editor [DIR]         set up your editor (SourceKit-LSP): completion and live errors in lab files
      quiz                 interview questions: choice, predict-the-count, open; --mock, --review
      grade SUBMISSIONS    instructors: grade a class (--lab ID|--all --out DIR); gradebook, LMS files, feedback
      autograde            run as a Gradescope autograder (--gradescope)
      dev                  authors: verify labs, new lab, new course, save a fixture (dev --help)

    Options for every verb:
      --course DIR         the course folder (default: COURSE_ROOT, else the
                           nearest folder above with Lessons/ and Labs/)
      --workspace DIR      where your lab files and progress live
                           (default: COURSE_WORKSPACE, else <course>/workspace)
      -h, --help           help for a verb: course <verb> --help
      --version            the version

    Exit codes: 0 success / lab passed, 1 lab not passed (dev verify: a problem found), 2 usage or environment error.
    """

nonisolated let verbHelp: [String: String] = [
    "next": """
        Usage: course next [--workspace DIR]

        Shows your current lesson and the lab's task with the paths of the files to
        edit. When the current lab passes (or the lesson shown last was read), it is
        marked done and the next step is shown.
        On a terminal, a lesson and task longer than the screen open in a pager
        ($COURSE_PAGER, else $PAGER, else less -R; "" or cat: no pager), and your
        files and what to run next are printed after it. Piped output is never paged.
        """,
    "check": """
        Usage: course check [LAB] [--format text|json] [--show-output] [--why [Type]] [--trace] [--seed N]

        Lints, compiles and runs the lab's checks against your files and prints each
        check, lint finding and the body-count table. LAB is an id, folder name or
        number; default: the lab whose workspace folder you are in, else the
        current lab, else the last lab you started (the one you just passed).
        Exit 0 passed, 1 not passed, 2 error.
        --show-output also prints what the program printed (print, _printChanges())
        on a run that completed; JSON always has it as programOutput.
        --why prints, after the verdict and check by check, why each body ran
        (its _printChanges() line, then the reasons indented) and why each child
        was skipped; --why Row (or --why=Row,Chart) only for those view types.
        --trace prints the _printChanges() line of every body run.
        --seed N replays a run: every check draws its scenario's random choices
        (which field changes, in which order rows come and go) from seed N, the
        number a failed check prints ("scenario seed N"). Without it each check
        draws a fresh seed every run.
        """,
    "watch": """
        Usage: course watch [LAB] [--seed N]

        Checks the lab again on every save, clearing and redrawing the screen. Keys:
        n next step, h hint, l list, q quit (no Enter needed). With stdin not a
        terminal it only re-checks on changes, until stopped.
        --seed N: every check of every run draws its scenario from seed N (as
        course check --seed N), so you fix the run a failed check named.
        """,
    "hint": """
        Usage: course hint [LAB]

        Shows the next hint for the lab (one more each time). After a check, the
        hints about the checks and lint rules that failed in it come first, then
        the general ones. LAB is an id, folder name or number; default: the lab
        whose workspace folder you are in, else the current lab, else the last
        lab you started.
        """,
    "lab": """
        Usage: course lab [LAB]

        Shows a lab's task (its README) with the lesson it belongs to, where its
        files are and whether it passed, and changes nothing: the way back to an
        earlier lab's task, or a look at a later one. LAB is an id, folder name or
        number; default as for check. Exit 0 shown, 2 no such lab.
        """,
    "reset": """
        Usage: course reset LAB

        Puts the lab's starter files back, after saving yours under
        <workspace>/.course/backup/<lab>/<time>/.
        """,
    "solution": "Usage: course solution LAB [--force]\n\nShows the solution files, once the lab has passed (or with --force).",
    "list": "Usage: course list [--format text|json]\n\nEvery lesson and lab in course order, with its status.",
    "status": "Usage: course status\n\nA progress bar, the labs passed and what comes next.",
    "lesson": """
        Usage: course lesson [N|slug]

        Shows a lesson (default: the current one) rendered for the terminal; on a
        terminal, in a pager when it is longer than the screen (as course next).
        """,
    "run": """
        Usage: course run FILE.swift [--why [Type]] [--report FILE.html] [--trace] [--snapshot] [--check-stale] [--swiftui 26|27] [-- ARGS…]

        Compiles one Swift file (top-level code allowed; `import SwiftUI` is the
        simulator) and runs it, passing its output and exit code through.
        --why prints, for each user action or update(), each body that ran with
        SwiftUI's _printChanges() line and the reasons under it (which input
        changed, old → new, why two values compared unequal), and each child whose
        body was skipped and why; --why Row (or --why=Row,Chart) only those types.
        --report FILE.html writes one page: a timeline of the transactions, each
        with its view tree (what ran and why, what was skipped and why) and a bar
        chart of body runs per view. Open it in any browser; it needs no network.
        --trace prints the _printChanges() line of every body run.
        --snapshot draws the screen (40x20 cells) after mounting and after each
        tap, toggle, typed text, scroll or update.
        --check-stale compares the screen with a fresh render of the same state
        after each action and prints a warning on stderr for each stale screen:
        a view skipped by an == (.equatable(), EquatableView) while what it
        shows changed, naming the view, what differs and the comparison.
        --swiftui 26 simulates SwiftUI as built with Xcode 26 or earlier, where
        @State is a property wrapper and `@State var m = Model()` makes a Model
        on every init of the view; the default, 27, is the @State macro, which
        makes it once, when the view's state storage is set up.
        """,
    "quiz": QuizVerb.help,
    "grade": GradeVerb.help,
    "autograde": AutogradeVerb.help,
    "dev": DevVerb.help,
    "editor": """
        Usage: course editor [DIR]

        Writes the files with which SourceKit-LSP (VS Code's Swift extension, Neovim,
        Emacs, Zed, Sublime) compiles your files exactly as the runner does, and says
        what it set up and what to open: <workspace>/compile_commands.json for every
        started lab, and Lessons/examples/compile_flags.txt for the lessons' examples.
        `course next`, `reset`, `check`, `watch` and `run` keep them current; this
        verb does it now.
        DIR: a folder of `course run` files gets a compile_flags.txt (every .swift
        file in it, new ones too); the course or workspace folder means the default.
        Exit 0 set up, 2 usage or environment error.
        """,
    "lint": "Usage: course lint [PATH…] [--format text|json|sarif]\n\nRuns the view-structure linter (see `course lint --help`).",
]
