import { apiRequest } from './client';
import type { Society } from './types';

export const societyKeys = { all: ['/api/societies'] as const };

/** GET /api/societies (SPEC §7). */
export const listSocieties = () => apiRequest<Society[]>('GET', '/api/societies');
