// Page bundle for A2UI protocol v0.9: the official v0.9 Lit surface and basic catalog.
import { A2uiSurface, basicCatalog, Context } from '@a2ui/lit/v0_9';
import { MessageProcessor } from '@a2ui/web_core/v0_9';
import { renderMarkdown } from '@a2ui/markdown-it';
import { ContextProvider } from '@lit/context';
import { install, plain, settle, state } from './common.js';

void A2uiSurface; // importing it registers <a2ui-surface>

async function render(messages) {
  state.actions = [];
  state.version = 'v0.9';
  const app = document.getElementById('app');
  app.replaceChildren();
  const host = document.createElement('div');
  new ContextProvider(host, { context: Context.markdown, initialValue: renderMarkdown });
  app.appendChild(host);
  const processor = new MessageProcessor([basicCatalog], (action) => {
    state.actions.push({
      name: action.name, sourceComponentId: action.sourceComponentId ?? null,
      context: plain(action.context || {}), dataContextPath: null,
    });
  });
  let created = null;
  processor.onSurfaceCreated((s) => { if (!created) created = s; });
  processor.processMessages(messages);
  if (!created) throw new Error('no surface was created (createSurface missing)');
  Object.assign(state, { processor, surface: created, surfaceId: created.id });
  const el = document.createElement('a2ui-surface');
  el.surface = created;
  host.appendChild(el);
  await settle(app);
  return { version: state.version, surfaceId: created.id };
}

install(render);
