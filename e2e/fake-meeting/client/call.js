// The in-call page the three skins share: tiles (one per participant, the guest's own first), a toolbar with the
// people count and the leave button, speaking indicators, and the remote audio. Each skin supplies its own DOM.
import { h, mount } from './common.js';

/**
 * opts: receiver (createReceiver), selfName, autoHide (hide the toolbar 3 s after the last mouse move, as Meet does),
 * leaveButton(), tile(participant, isSelf), setSpeaking(tile, speaking), count(n), peopleLabel(n), className,
 * toolbarExtra() (more toolbar buttons), layout(tiles) (wraps the tile list).
 */
export function startCall(opts) {
  const tiles = h('div', { className: 'tiles' });
  const countSlot = h('span', { className: 'count' });
  const people = h('button', { type: 'button', role: 'button', 'aria-label': opts.peopleLabel(1) }, countSlot);
  const toolbar = h(
    'div',
    { role: 'toolbar', className: 'toolbar', 'aria-label': 'Call controls' },
    ...(opts.toolbarExtra?.() ?? []),
    people,
    opts.leaveButton(),
  );
  const sink = h('div', { className: 'audio-sink' });
  tiles.append(opts.tile({ id: 'self', name: opts.selfName }, true));
  const main = h('main', { className: `call ${opts.className ?? ''}` }, opts.layout?.(tiles) ?? tiles, toolbar, sink);
  mount(main);

  const tileById = new Map();
  const audioById = new Map();
  let timer = null;
  const show = () => {
    toolbar.style.visibility = 'visible';
    clearTimeout(timer);
    if (opts.autoHide) timer = setTimeout(() => (toolbar.style.visibility = 'hidden'), 3000);
  };
  document.addEventListener('mousemove', show);
  show();

  return {
    main,
    addAudio(id, el) {
      audioById.get(id)?.remove();
      audioById.set(id, el);
      sink.append(el);
    },
    update(view) {
      void opts.receiver.handle(view.offer);
      const ids = new Set(view.participants.map((p) => p.id));
      for (const [id, tile] of tileById) {
        if (ids.has(id)) continue;
        tile.remove();
        tileById.delete(id);
        audioById.get(id)?.remove();
        audioById.delete(id);
      }
      for (const p of view.participants) {
        if (!tileById.has(p.id)) {
          const tile = opts.tile(p, false);
          tileById.set(p.id, tile);
          tiles.append(tile);
        }
        opts.setSpeaking(tileById.get(p.id), view.speaking === p.name);
      }
      const n = view.participants.length + 1;
      countSlot.replaceChildren(opts.count(n));
      people.setAttribute('aria-label', opts.peopleLabel(n));
    },
    close() {
      clearTimeout(timer);
      document.removeEventListener('mousemove', show);
      opts.receiver.close();
      for (const el of audioById.values()) el.srcObject = null;
    },
  };
}
