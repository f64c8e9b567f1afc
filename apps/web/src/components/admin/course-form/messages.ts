import { CourseMessages } from '@aula/contract/courses'
import { OnlineCourseMessages } from '@aula/contract/online-courses'
import type { ServerWords } from '#src/components/ui/form/messages.ts'

/*
 * The course contracts' own words (the server's errors[] and the forms' checks share them)
 * and the translation keys the two course forms show instead; the words every form meets
 * are the form kit's. (The two contracts ask for a cover with the same words.)
 */
export const COURSE_WORDS: ServerWords = {
  messages: {
    [CourseMessages.coverRequired]: 'adminCourses.validation.coverRequired',
    [CourseMessages.unknownAuthor]: 'adminCourses.validation.unknownAuthor',
    [CourseMessages.unknownCategory]: 'adminCourses.validation.unknownCategory',
    [CourseMessages.duplicate]: 'adminCourses.course.duplicate',
    [OnlineCourseMessages.duplicate]: 'adminCourses.onlineCourse.duplicate',
    [CourseMessages.duplicateEn]: 'adminCourses.course.duplicateEn',
    [OnlineCourseMessages.duplicateEn]: 'adminCourses.onlineCourse.duplicateEn',
    [OnlineCourseMessages.mainVideoRequired]: 'adminCourses.validation.mainVideoRequired',
    [OnlineCourseMessages.unknownLesson]: 'adminCourses.validation.unknownLesson',
    [OnlineCourseMessages.repeatedLesson]: 'adminCourses.validation.repeatedLesson',
    [OnlineCourseMessages.lessonTitleRequired]: 'adminCourses.validation.lessonTitleRequired',
    [OnlineCourseMessages.lessonTitleTooLong]: 'adminCourses.validation.lessonTitleTooLong',
    [OnlineCourseMessages.existingTitlesCount]: 'adminCourses.validation.existingTitlesCount',
    [OnlineCourseMessages.tooManyLessonTitles]: 'adminCourses.validation.tooManyLessonTitles',
  },
}
