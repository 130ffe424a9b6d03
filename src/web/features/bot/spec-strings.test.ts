import { describe, expect, it } from 'vitest';
import en from '../../locales/en/bot.json';
import id from '../../locales/id/bot.json';

// docs/product.md §2 Meeting Bot and §8 Bot, verbatim in English; Indonesian has its own words.
describe('spec strings of the Meeting Bot screen', () => {
  it('are verbatim in English', () => {
    expect(en.title).toBe('Meeting Bot');
    expect(en.tabs).toMatchObject({ join: 'Join Meeting', calendar: 'Calendar', sessions: 'Scheduled Sessions' });
    expect(en.steps).toMatchObject({
      signIn: 'Sign In',
      join: 'Join Meeting',
      recording: 'Recording',
      transcribing: 'Transcribing',
      generating: 'Generating MoM',
    });
    expect(en.form.join).toBe('Join Meeting');
    expect(en.form.languages).toEqual({
      'id-ID': 'Bahasa Indonesia',
      'en-US': 'English (US)',
      'en-GB': 'English (UK)',
    });
    expect(en.panelTitle).toMatchObject({
      recording: 'Recording in Progress',
      transcribing: 'Transcribing Audio',
      generating: 'Generating Meeting Minutes',
    });
    expect(en.stop).toBe('Stop Recording');
    expect(en.joinedToast).toBe('Successfully joined meeting on {{platform}} as {{name}}');
    expect(en.sessions.status).toMatchObject({ active: 'Active', scheduled: 'Scheduled' });
    expect(en.sessions.end).toBe('End Session');
  });

  it('are translated in Indonesian', () => {
    expect(id.panelTitle.recording).not.toBe(en.panelTitle.recording);
    expect(id.joinedToast).not.toBe(en.joinedToast);
    expect(id.sessions.end).not.toBe(en.sessions.end);
  });
});
