import { parseMeetingLink } from '../../../../shared/meeting-link.js';
import type { JoinInput, PlatformAdapter } from './adapter.js';
import { clickIfVisible, clickJoin, JoinFailure, typeInto, visible } from './actions.js';
import { ZOOM, ZOOM_SIGNALS } from './zoom.selectors.js';

/** `…/j/<id>?pwd=X` → `…/wc/<id>/join?pwd=X` on the same origin (Zoom's web client; Vexa zoom/join.ts). */
export function zoomWebClientUrl({ url, password, aliases }: Pick<JoinInput, 'url' | 'password' | 'aliases'>): string {
  const check = parseMeetingLink(url, aliases);
  if (!check.ok || !check.link.zoom) return url;
  const u = new URL(check.link.url);
  const out = new URL(`/wc/${check.link.zoom.meetingId}/join`, u.origin);
  const pwd = check.link.zoom.password ?? password;
  if (pwd) out.searchParams.set('pwd', pwd);
  return out.toString();
}

/**
 * Zoom's web client: the cookie banner, "Allow" for media (without it Zoom sends no participant audio), the passcode
 * when asked, the name typed key by key (Join stays disabled otherwise), microphone and camera off, Join.
 */
export const zoomAdapter: PlatformAdapter = {
  signals: ZOOM_SIGNALS,
  preferTeamsMain: false,
  joinUrl: zoomWebClientUrl,
  async preJoinStep(page, input, state) {
    await clickIfVisible(page, ZOOM.cookieAccept);
    await clickIfVisible(page, ZOOM.allowMedia);
    await clickIfVisible(page, ZOOM.agree);
    const passcode = await visible(page, ZOOM.passcode);
    if (passcode) {
      const pwd = zoomPassword(input);
      if (!pwd) throw new JoinFailure('BOT_JOIN_FAILED', 'Zoom asks for a passcode and none was given');
      // Asked again after a Join: the passcode was refused.
      if (state.clicks > 0 && (await visible(page, ZOOM.passcodeWrong)))
        throw new JoinFailure('BOT_JOIN_FAILED', 'Zoom refused the passcode');
      await typeInto(passcode, pwd, true);
    }
    const name = await visible(page, ZOOM.nameInput);
    if (name) state.nameDone = await typeInto(name, input.displayName, true);
    await clickIfVisible(page, ZOOM.micOff);
    await clickIfVisible(page, ZOOM.cameraOff);
    if (name && !state.nameDone) return false;
    if (!name && !passcode) return false;
    return clickJoin(page, ZOOM.join);
  },
  async dismiss(page) {
    await clickIfVisible(page, ZOOM.cookieAccept);
    await clickIfVisible(page, ZOOM.dismiss);
  },
  leave: ZOOM.leave,
  leaveConfirm: ZOOM.leaveConfirm,
  lobbyCancel: ZOOM.lobbyCancel,
};

function zoomPassword(input: JoinInput): string | undefined {
  const check = parseMeetingLink(input.url, input.aliases);
  return (check.ok ? check.link.zoom?.password : undefined) ?? input.password;
}
