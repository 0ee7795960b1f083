import { buildDocx } from '../../uploads/test-support/build-zip';
import { minimalPdf, windowsExecutable } from '../../uploads/test-support/fixtures';
import { ENGINES, suiteApp } from '../../test-support/test-app';

const applicant = {
  email: 'zoe@example.com',
  firstName: 'Zoë',
  secondName: "D'Arcy",
  telephone: '+44 7700 900123',
  experience: [{ employer: 'Le Petit Café', jobTitle: 'Commis chef', fromMonth: 3, fromYear: 2021, toMonth: 8, toYear: 2024, isCurrentRole: false }],
};
const cvJob = {
  ...applicant,
  jobId: 'MR-1001',
  questions: [{ id: 'q-1001-1', answer: 'Yes' }, { id: 'q-1001-2', answer: 'Straight away' }],
};
const file = (name: string, bytes: Buffer, contentType = 'application/pdf') => ({ name, contentType, content: bytes.toString('base64') });

describe.each(ENGINES)('jobs and geo on %s', (engine) => {
  const suite = suiteApp(engine);

  it('lists the jobs of the site and finds one', async () => {
    const { jobs } = (await suite.api.get('/api/jobs?siteId=maison-riviere')).json();
    expect(jobs.length).toBeGreaterThanOrEqual(12);
    expect(new Set(jobs.map((j: { category: string }) => j.category))).toEqual(new Set(['back-of-house', 'front-of-house', 'management', 'quick-service']));
    expect((await suite.api.get('/api/jobs/MR-1001')).json().jobId).toBe('MR-1001');
    expect((await suite.api.get('/api/jobs/MR-9999')).statusCode).toBe(404);
    expect((await suite.api.get('/api/jobs?siteId=another-brand')).statusCode).toBe(404);
  });

  it('accepts a real PDF CV, stores it, then refuses a second application with the duplicate message', async () => {
    const first = await suite.api.post('/api/jobs/application', { ...cvJob, resume: file('cv.pdf', minimalPdf()) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true });
    const { rows } = await suite.t.db.query<{ resume_file: string }>("SELECT resume_file FROM job_applications WHERE job_id = 'MR-1001'");
    expect(rows[0]!.resume_file).toMatch(/^resumes\/[0-9a-f-]{36}\.pdf$/);
    const again = await suite.api.post('/api/jobs/application', { ...cvJob, email: 'ZOE@example.com', resume: file('cv.pdf', minimalPdf()) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already submitted an application for this job.');
  });

  it('accepts a real DOCX CV', async () => {
    const docx = file('cv.docx', buildDocx('Zoë D’Arcy'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const response = await suite.api.post('/api/jobs/application', { ...cvJob, email: 'docx@example.com', resume: docx });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['an executable renamed cv.pdf', { ...cvJob, resume: file('cv.pdf', windowsExecutable()) }, 'resume', /resume/],
    ['no CV where one is required', cvJob, 'resume', /resume is required/],
    ['a name with digits', { ...cvJob, resume: file('cv.pdf', minimalPdf()), firstName: 'Zo3' }, 'firstName', /only letters/],
    ['a six-digit phone', { ...cvJob, resume: file('cv.pdf', minimalPdf()), telephone: '123456' }, 'telephone', /7 to 17 digits/],
    ['an unanswered mandatory question', { ...cvJob, resume: file('cv.pdf', minimalPdf()), questions: [{ id: 'q-1001-1', answer: 'Yes' }] }, 'questions.q-1001-2', /needs an answer/],
    ['an end before the start', { ...cvJob, resume: file('cv.pdf', minimalPdf()), experience: [{ ...applicant.experience[0]!, toYear: 2020 }] }, 'experience[0].toYear', /end after it starts/],
    ['no experience where it is required', { ...cvJob, resume: file('cv.pdf', minimalPdf()), experience: [] }, 'experience', /at least one entry/],
    ['an option that does not exist', { ...cvJob, resume: file('cv.pdf', minimalPdf()), questions: [{ id: 'q-1001-1', answer: 'Maybe' }, { id: 'q-1001-2', answer: 'Straight away' }] }, 'questions.q-1001-1', /not an option/],
  ])('refuses %s with a 400 naming the field', async (_case, body, field, message) => {
    const response = await suite.api.post('/api/jobs/application', { ...body, email: `case-${field.replace(/[^a-z0-9]/gi, "")}@example.com` });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(response.json().message).toMatch(message);
  });

  it('resolves a job search location', async () => {
    const [location] = (await suite.api.get('/api/jobs/locations?query=Bath&sessionKey=abc')).json();
    expect(location.name).toMatch(/Bath/);
    expect(location.geometry.location.lat).toBeCloseTo(51.38, 1);
  });

  it.each([
    ['BA1 1AA', 'bath'],
    ['Bath', 'bath'],
    ['SW1A', 'london'],
    ['st albans', 'st-albans'],
  ])('finds restaurants near %s, nearest first, at most 10 within 100 miles', async (query, city) => {
    const result = (await suite.api.get(`/api/geo/search/${encodeURIComponent(query)}`)).json();
    expect(result.restaurants[0].city).toBe(city);
    expect(result.restaurants.length).toBeLessThanOrEqual(10);
    const miles = result.restaurants.map((r: { miles: number }) => r.miles);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(Math.max(...miles)).toBeLessThanOrEqual(100);
  });

  it('finds nothing within 100 miles of Aberdeen', async () => {
    const result = (await suite.api.get('/api/geo/search/AB10')).json();
    expect(result.restaurants).toEqual([]);
  });

  it.each([
    ['<script>', 400, 'INVALID_QUERY'],
    ['ZZ9 9ZZ', 404, 'LOCATION_NOT_FOUND'],
  ])('answers %s with %i %s', async (query, status, code) => {
    const response = await suite.api.get(`/api/geo/search/${encodeURIComponent(query)}`);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
  });

  it('finds restaurants near a point, and refuses impossible coordinates', async () => {
    const near = (await suite.api.get('/api/geo/search/lat/51.5081/lng/-0.0759')).json();
    expect(near.restaurants[0].city).toBe('london');
    expect((await suite.api.get('/api/geo/search/lat/91/lng/0')).json().field).toBe('lat');
  });
});
