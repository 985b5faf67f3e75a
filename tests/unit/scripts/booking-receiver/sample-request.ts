/** An appointment request as the form sends it, valid on the receiver tests' clock (2026-11-25). */
export const sampleRequest = {
  requestId: '3f1e9a52-7c1b-4d8e-9a0f-2b6c8d4e1a7b',
  name: 'Alex Example',
  email: 'alex@example.com',
  date: '2026-12-01',
  time: '10:30 AM',
  issue: 'A chipped molar',
  page: '/about',
  sentAt: '2026-11-25T15:00:00.000Z',
};
