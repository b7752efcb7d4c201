import pino from 'pino';

// LOG_LEVEL: pino's level names ('silent' for none); the test configs set it
export const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
