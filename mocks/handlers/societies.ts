import { db } from '../db';
import { route } from '../http';
import { toSociety } from '../serialize';

export const societyHandlers = {
  listSocieties: route('listSocieties', 'get', '/api/societies', () =>
    db.society
      .getAll()
      .sort((a, b) => a.id - b.id)
      .map(toSociety),
  ),
};
