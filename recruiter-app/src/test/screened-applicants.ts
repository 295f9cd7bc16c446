import type { Applicant } from 'shared-api/contract';
import { application, jobA } from './applicants-server';
import { recruiterJob } from './recruiter-job';

/** A job asking two questions, and two applicants to it: Ada screened out by one, Bob not. */
const QUESTION_LICENCE = '00000000-0000-4000-8000-0000000000a1';
const QUESTION_SHIFT = '00000000-0000-4000-8000-0000000000a2';

export const asking = recruiterJob(1, {
  title: jobA.title,
  location: jobA.location,
  questions: [
    {
      id: QUESTION_LICENCE,
      text: 'Do you hold a driving licence?',
      kind: 'yesno',
      options: [],
      required: true,
      expected: 'yes',
    },
    {
      id: QUESTION_SHIFT,
      text: 'Which shift?',
      kind: 'choice',
      options: ['Day', 'Night'],
      required: false,
      expected: null,
    },
  ],
});

const base = application(1, { name: 'Ada Lovelace' });
export const ada: Applicant = {
  ...base,
  userId: {
    ...base.userId,
    email: 'ada@example.test',
    phone: '+44 20 7946 0000',
    profile: {
      headline: 'Analytical engine programmer',
      phone: '',
      city: 'London',
      links: ['https://ada.example.test'],
      yearsOfExperience: 12,
      skills: ['Mathematics', 'Poetry'],
    },
  },
  answers: [
    {
      questionId: QUESTION_LICENCE,
      question: 'Do you hold a driving licence?',
      kind: 'yesno',
      answer: 'no',
    },
    { questionId: QUESTION_SHIFT, question: 'Which shift?', kind: 'choice', answer: 'Night' },
  ],
  coverLetter: 'Dear team,\nI would love to join.',
  screenedOut: true,
};
export const bob: Applicant = { ...application(2, { name: 'Bob Byte' }), screenedOut: false };
