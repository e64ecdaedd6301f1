// The `course` command line. Every verb, its options and its help are declared
// in CourseKit (Verbs/CLI.swift) and parsed by ArgumentParsing.
import CourseKit
import Foundation

exit(CLI.main(Array(CommandLine.arguments.dropFirst())))
