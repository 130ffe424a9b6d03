import { describe, expect, it } from 'vitest';
import { parseServices } from './services.js';

describe('parseServices', () => {
  it('runs every service by default', () => {
    expect([...parseServices([])]).toEqual(['web', 'worker', 'bot']);
  });
  it('runs the services named', () => {
    expect([...parseServices(['--services=worker'])]).toEqual(['worker']);
    expect([...parseServices(['--services=web, worker'])].sort()).toEqual(['web', 'worker']);
  });
  it('refuses unknown or empty lists', () => {
    expect(() => parseServices(['--services=web,robot'])).toThrow(/unknown service "robot"/);
    expect(() => parseServices(['--services='])).toThrow(/--services/);
  });
});
