import type { PlatformAdapter } from './adapter.js';
import { clickIfVisible, clickJoin, typeInto, visible } from './actions.js';
import { TEAMS, TEAMS_SIGNALS } from './teams.selectors.js';

/**
 * Teams on the web as an anonymous guest: "Continue on this browser", past "Continue without audio or video",
 * Computer audio with the speaker on (otherwise no audio is delivered), the name, microphone and camera off, Join now.
 */
export const teamsAdapter: PlatformAdapter = {
  signals: TEAMS_SIGNALS,
  preferTeamsMain: true,
  joinUrl: ({ url }) => url,
  async preJoinStep(page, input, state) {
    if (await clickIfVisible(page, TEAMS.continueOnBrowser)) return false;
    await clickIfVisible(page, TEAMS.noMediaDialog);
    const audio = await visible(page, TEAMS.computerAudio);
    if (audio && (await audio.getAttribute('aria-checked').catch(() => null)) !== 'true') {
      await audio.click({ timeout: 2_500 }).catch(() => {});
    }
    await clickIfVisible(page, TEAMS.speakerOn);
    const name = await visible(page, TEAMS.nameInput);
    if (name) state.nameDone = await typeInto(name, input.displayName);
    await clickIfVisible(page, TEAMS.micOff);
    await clickIfVisible(page, TEAMS.cameraOff);
    if (!state.nameDone) return false;
    return clickJoin(page, TEAMS.join);
  },
  async dismiss(page) {
    await clickIfVisible(page, TEAMS.noMediaDialog);
  },
  leave: TEAMS.leave,
  leaveConfirm: TEAMS.leaveConfirm,
  lobbyCancel: TEAMS.lobbyCancel,
};
