import type { PlatformAdapter } from './adapter.js';
import { clickIfVisible, clickJoin, typeInto, visible } from './actions.js';
import { MEET, MEET_SIGNALS } from './meet.selectors.js';

/** Google Meet as a guest: name, microphone and camera off, Ask to join / Join now, past "Got it" and Gemini. */
export const meetAdapter: PlatformAdapter = {
  signals: MEET_SIGNALS,
  preferTeamsMain: false,
  joinUrl({ url }) {
    // English UI whatever the server's language (Vexa #846, #856).
    const u = new URL(url);
    u.searchParams.set('hl', 'en');
    return u.toString();
  },
  async preJoinStep(page, input, state) {
    await clickIfVisible(page, MEET.dismiss);
    const name = await visible(page, MEET.nameInput);
    if (name) state.nameDone = await typeInto(name, input.displayName);
    await clickIfVisible(page, MEET.micOff);
    await clickIfVisible(page, MEET.cameraOff);
    // A signed-in profile has no name field; a guest must have typed it first (Join stays disabled otherwise).
    if (name && !state.nameDone) return false;
    return clickJoin(page, MEET.join);
  },
  async dismiss(page) {
    await clickIfVisible(page, MEET.dismiss);
  },
  leave: MEET.leave,
  leaveConfirm: MEET.leaveConfirm,
  lobbyCancel: MEET.lobbyCancel,
};
