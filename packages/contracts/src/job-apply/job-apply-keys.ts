// Permission keys of the job applications, written like the origin's paths.

export const JOB_APPLY_KEYS = {
  /** The applications (jobapply/list) and one applicant's details (jobapply/view). */
  list: "/jobapply/list",
  delete: "/jobapply/delete",
} as const;
