import { readPlainRequest, readSearch } from './plain-query';

/** Saturday 21 November 2026, 10:00 in London. */
const NOW = Date.parse('2026-11-21T10:00:00Z');
const q = (search: string) => new URLSearchParams(search);

describe('the search as asked', () => {
  it.each([
    ['nothing asked: today, the next whole hour, 2 guests', '', { date: '2026-11-21', time: '11:00', covers: 2, occasionId: null }, {}],
    ['a date, a time, a party and an occasion', 'date=2026-12-19&time=19:30&covers=4&occasion=11902', { date: '2026-12-19', time: '19:30', covers: 4, occasionId: 11902 }, {}],
    ['a date as the field shows it', 'date=19/12/2026', { date: '2026-12-19', time: '19:30', covers: 2, occasionId: null }, {}],
    ['a date before today', 'date=2026-11-20&time=19:30', { date: '2026-11-21', time: '19:30', covers: 2, occasionId: null }, { date: 'Please choose a date from today onwards.' }],
    ['a date that does not exist', 'date=2026-02-30', { date: '2026-11-21' }, { date: 'Date is not valid. Please check it and try again.' }],
    ['a time off the grid', 'date=2026-12-19&time=19:40', { time: '19:30' }, { time: 'Time is not valid. Please check it and try again.' }],
    ['no guests', 'covers=0', { covers: 2 }, { covers: 'Guests must be at least 1.' }],
    ['a party for the group bookings form', 'covers=16', { covers: 2 }, { covers: 'Guests must be 15 or fewer.' }],
    ['guests not a number', 'covers=two', { covers: 2 }, { covers: 'Guests is not valid. Please check it and try again.' }],
  ])('%s', (_, search, expected, problems) => {
    const read = readSearch(q(search), NOW);
    expect(read.search).toMatchObject(expected);
    expect(read.problems).toEqual(problems);
  });
});

describe('where the query puts the guest', () => {
  it.each([
    ['no step: the search', '', 'search'],
    ['the search’s answer: its free times', 'step=times&date=2026-12-19&time=19:30&covers=2', 'times'],
    ['free times asked with a refused date: the search, saying why', 'step=times&date=yesterday', 'search'],
    ['a free time picked: the details form', 'step=details&date=2026-12-19&time=19:30&covers=2&slot=19:45&slotOccasion=11902', 'details'],
    ['details without a free time: the times', 'step=details&date=2026-12-19&time=19:30&covers=2', 'times'],
    ['a confirmation with its reference', 'step=confirmed&date=2026-12-19&time=19:45&covers=2&reference=MR-ABCD2345', 'confirmed'],
    ['a confirmation without one: the search', 'step=confirmed&date=2026-12-19&reference=%3Cscript%3E', 'search'],
    ['a step the page does not have: the search', 'step=card', 'search'],
  ])('%s', (_, search, step) => {
    expect(readPlainRequest(search, NOW).step).toBe(step);
  });

  it('shows the search with the problems of a refused search only once the guest has asked', () => {
    expect(readPlainRequest('date=2026-01-01', NOW)).toMatchObject({ step: 'search', problems: {}, problem: null });
    expect(readPlainRequest('step=times&date=2026-01-01', NOW)).toMatchObject({ step: 'search', problems: { date: 'Please choose a date from today onwards.' } });
  });

  it('reads why the site server sent the guest back to the free times', () => {
    expect(readPlainRequest('step=times&date=2026-12-19&problem=Taken', NOW)).toMatchObject({ step: 'times', problem: 'Taken' });
  });

  it('reads what the site server says the guest typed and what was wrong, with the form’s token', () => {
    const search = 'step=details&date=2026-12-19&time=19:30&covers=2&slot=19:45&slotOccasion=11902&menu=a-la-carte'
      + '&formToken=t.o.k&typed.firstName=Am%C3%A9lie&typed.email=amelie%40&problem.email=Please+enter+a+valid+e-mail+address%2C+like+name%40example.com.&problem=Check+the+form';
    expect(readPlainRequest(search, NOW)).toEqual({
      step: 'details',
      search: { date: '2026-12-19', time: '19:30', covers: 2, occasionId: null },
      slot: { time: '19:45', occasionId: 11902 },
      typed: { firstName: 'Amélie', email: 'amelie@' },
      problems: { email: 'Please enter a valid e-mail address, like name@example.com.' },
      problem: 'Check the form',
      formToken: 't.o.k',
      menuId: 'a-la-carte',
    });
  });
});
