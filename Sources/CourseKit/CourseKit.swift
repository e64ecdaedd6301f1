import ViewLint
public enum CourseKitPlaceholder {}
