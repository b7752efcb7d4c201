// The course calls through the shell's http client (401 / 403 handled as everywhere else).
import { useMemo } from 'react';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { courseApi, type CourseApi } from './course-api.js';

export function useCourseApi(): CourseApi {
  const call = useSpecApi();
  return useMemo(() => courseApi(call), [call]);
}
