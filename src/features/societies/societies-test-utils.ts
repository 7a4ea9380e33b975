// For the society stories: a backend without the proposed society calls, each a 404 with the
// JSON message a real server's unknown route carries.
import { http, HttpResponse } from 'msw';

const notFound = () => HttpResponse.json({ message: 'Not Found' }, { status: 404 });

export const MISSING_SOCIETY_CALLS = {
  listSocietyRecords: http.get('/api/societies/records', notFound),
  getSociety: http.get('/api/societies/:id', notFound),
  getSocietyRecord: http.get('/api/societies/:id/record', notFound),
};
