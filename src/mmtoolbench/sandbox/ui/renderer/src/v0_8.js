// Page bundle for A2UI protocol v0.8: the official v0.8 Lit surface and message processor.
import { Data } from '@a2ui/lit/v0_8';
import * as UI from '@a2ui/lit/ui';
import { renderMarkdown } from '@a2ui/markdown-it';
import { ContextProvider } from '@lit/context';
import { theme } from './theme.js';
import { install, plain, settle, state } from './common.js';

function resolveContext(detail) {
  const context = {};
  for (const item of detail.action?.context || []) {
    const v = item.value || {};
    if ('literalBoolean' in v) context[item.key] = v.literalBoolean;
    else if ('literalNumber' in v) context[item.key] = v.literalNumber;
    else if ('literalString' in v) context[item.key] = v.literalString;
    else if (v.path) {
      const path = state.processor.resolvePath(v.path, detail.dataContextPath);
      context[item.key] = plain(state.processor.getData(detail.sourceComponent, path, state.surfaceId));
    }
  }
  return context;
}

async function render(messages) {
  state.actions = [];
  state.version = 'v0.8';
  const app = document.getElementById('app');
  app.replaceChildren();
  const host = document.createElement('div');
  new ContextProvider(host, { context: UI.Context.themeContext, initialValue: theme });
  new ContextProvider(host, { context: UI.Context.markdown, initialValue: renderMarkdown });
  app.appendChild(host);
  const processor = Data.createSignalA2uiMessageProcessor();
  processor.processMessages(messages);
  const entries = [...processor.getSurfaces().entries()];
  const first = entries.find(([, s]) => s.componentTree) || entries[0];
  if (!first) throw new Error('no surface was created (beginRendering missing)');
  const [surfaceId, surface] = first;
  Object.assign(state, { processor, surface, surfaceId });
  const el = document.createElement('a2ui-surface');
  el.surfaceId = surfaceId;
  el.surface = surface;
  el.processor = processor;
  el.addEventListener('a2uiaction', (evt) => {
    const d = evt.detail;
    state.actions.push({
      name: d.action?.name ?? null, sourceComponentId: d.sourceComponentId ?? null,
      context: resolveContext(d), dataContextPath: d.dataContextPath || null,
    });
  });
  host.appendChild(el);
  await settle(app);
  return { version: state.version, surfaceId };
}

install(render);
