import CourseKit
print("course")
