import { question } from '../../../test-support/jobs';
import { emptyEntry, type ApplicationJob, type ApplicationValues } from '../model/application.schema';
import { contentTypeOf, readResume, toPayload } from './to-payload';

const JOB: ApplicationJob = {
  cvRequired: true,
  workExperienceRequired: true,
  questions: [question('q-1', 'YES_NO', true), question('q-2', 'MULTIPLE_CHOICE', false), question('q-3', 'TEXT', false), question('q-4', 'MULTIPLE_CHOICE', false)],
};

const values: ApplicationValues = {
  firstName: ' Zoë ',
  secondName: "D'Arcy",
  email: ' zoe@example.com ',
  telephone: '+44 7700 900123 ',
  resume: null,
  experience: [
    { employer: ' Le Petit Café ', jobTitle: 'Commis chef', fromMonth: '3', fromYear: '2021', toMonth: '8', toYear: '2024', isCurrentRole: false },
    { employer: 'Maison', jobTitle: 'Chef de partie', fromMonth: '9', fromYear: '2024', toMonth: '2', toYear: '2025', isCurrentRole: true },
  ],
  answers: { 'q-1': 'Yes', 'q-2': ['Grill', 'Sauce'], 'q-3': '  ', 'q-4': [] },
};

describe('toPayload (spec §3 job application payload)', () => {
  it('trims the texts, numbers the dates, drops the end of a current role and unanswered optional questions', () => {
    const resume = { name: 'cv.pdf', contentType: 'application/pdf', content: 'JVBERi0=' };
    expect(toPayload('MR-1001', JOB, values, resume)).toEqual({
      email: 'zoe@example.com',
      firstName: 'Zoë',
      secondName: "D'Arcy",
      telephone: '+44 7700 900123',
      jobId: 'MR-1001',
      resume,
      experience: [
        { employer: 'Le Petit Café', jobTitle: 'Commis chef', fromMonth: 3, fromYear: 2021, toMonth: 8, toYear: 2024, isCurrentRole: false },
        { employer: 'Maison', jobTitle: 'Chef de partie', fromMonth: 9, fromYear: 2024, isCurrentRole: true },
      ],
      questions: [{ id: 'q-1', answer: 'Yes' }, { id: 'q-2', answer: ['Grill', 'Sauce'] }],
    });
  });

  it.each<[string, boolean, number]>([
    ['a blank entry is left out when work experience is optional', false, 0],
    ['a blank entry is kept when it is required (the API then names it)', true, 1],
  ])('%s', (_case, required, count) => {
    const payload = toPayload('MR-1', { ...JOB, workExperienceRequired: required }, { ...values, experience: [emptyEntry()] }, null);
    expect(payload.experience).toHaveLength(count);
    expect(payload).not.toHaveProperty('resume');
  });
});

describe('contentTypeOf', () => {
  it.each([
    ['cv.pdf', 'application/pdf', 'application/pdf'],
    ['cv.pdf', '', 'application/pdf'],
    ['CV.DOCX', '', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['cv', '', 'application/octet-stream'],
  ])('%s with type %p → %s', (name, type, expected) => {
    expect(contentTypeOf({ name, type })).toBe(expected);
  });
});

describe('readResume', () => {
  it('sends the bytes as standard base64 with the name and type', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0xfe]);
    const upload = await readResume(new File([bytes], 'cv.pdf', { type: 'application/pdf' }));
    expect(upload).toEqual({ name: 'cv.pdf', contentType: 'application/pdf', content: Buffer.from(bytes).toString('base64') });
  });
});
