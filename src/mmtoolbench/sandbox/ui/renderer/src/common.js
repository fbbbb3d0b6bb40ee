// Shared page logic for both protocol bundles: element listing, data model, actions.

export const state = { version: null, processor: null, surface: null, surfaceId: null, actions: [] };

export function plain(value) {
  if (value instanceof Map) {
    const out = {};
    for (const [k, v] of value) out[k] = plain(v);
    return out;
  }
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    if (typeof value.get === 'function' && 'value' in value && !('length' in value)) {
      try { return plain(value.value); } catch { /* not a signal */ }
    }
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = plain(v);
    return out;
  }
  return value;
}

function nextFrame() {
  // two animation frames (layout done), or 50 ms if frames are throttled
  const frames = new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return Promise.race([frames, new Promise((r) => setTimeout(r, 50))]);
}

export async function settle(root) {
  // Wait until every Lit element under root (through shadow roots) finished updating.
  for (let round = 0; round < 10; round++) {
    const pending = [];
    walk(root, (el) => { if (el.updateComplete && el.isUpdatePending) pending.push(el.updateComplete); });
    if (!pending.length) break;
    await Promise.all(pending);
  }
  await nextFrame();
  if (document.fonts && document.fonts.status !== 'loaded') await document.fonts.ready;
}

function walk(node, fn) {
  const stack = [node];
  while (stack.length) {
    const el = stack.pop();
    if (el.nodeType === 1) fn(el);
    if (el.shadowRoot) stack.push(...el.shadowRoot.children);
    for (const child of el.children || []) stack.push(child);
  }
}

function resolve08Context(detail) {
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

const KINDS = {
  Button: 'button', TextField: 'text_field', CheckBox: 'checkbox', MultipleChoice: 'choice',
  ChoicePicker: 'choice', Slider: 'slider', DateTimeInput: 'datetime', Tabs: 'tabs', Modal: 'modal',
};

function componentOf(el) {
  // v0.9 elements carry a component context; v0.8 elements carry their node and id.
  if (el.context && el.context.componentModel) {
    const m = el.context.componentModel;
    return { id: m.id, type: m.type, props: plain(m.properties || {}) };
  }
  if (el.tagName.startsWith('A2UI-') && el.component && el.id) {
    const c = el.component;
    return { id: c.id || el.id, type: c.type, props: plain(c.properties || {}) };
  }
  return null;
}

function textOf(el) {
  const parts = [];
  const visit = (n) => {
    if (n.nodeType === 3) { const t = n.textContent.trim(); if (t) parts.push(t); return; }
    if (n.nodeType !== 1) return;
    const tag = n.tagName;
    if (tag === 'STYLE' || tag === 'SCRIPT') return;
    if ((tag === 'INPUT' || tag === 'TEXTAREA') && n.value && n.type !== 'checkbox' && n.type !== 'range') {
      parts.push(n.value);
    }
    if (n.shadowRoot) { for (const c of n.shadowRoot.childNodes) visit(c); return; }
    if (tag === 'SLOT') { for (const c of n.assignedNodes({ flatten: true })) visit(c); return; }
    for (const c of n.childNodes) visit(c);
  };
  visit(el);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

function controlsOf(el) {
  const found = [];
  walk(el, (n) => {
    if (['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(n.tagName)) found.push(n);
  });
  return found;
}

function labelOf(el, type, props) {
  const sr = el.shadowRoot;
  if (sr) {
    const label = sr.querySelector('label');
    if (label && label.textContent.trim() && type !== 'Button') return label.textContent.trim();
  }
  if (type === 'TextField' || type === 'DateTimeInput' || type === 'Slider') {
    const ctl = controlsOf(el)[0];
    if (ctl && ctl.placeholder) return ctl.placeholder;
  }
  return textOf(el);
}

function box(el) {
  // document coordinates (= screenshot coordinates: the surface starts at the page origin)
  const r = el.getBoundingClientRect();
  const x = r.x + window.scrollX;
  const y = r.y + window.scrollY;
  return [Math.round(x), Math.round(y), Math.round(r.width), Math.round(r.height)];
}

function elements() {
  const out = [];
  const seen = new Set();
  walk(document.getElementById('app'), (el) => {
    const c = componentOf(el);
    if (!c) return;
    const key = `${c.id}@${out.length}`;
    if (seen.has(el)) return;
    seen.add(el);
    const kind = KINDS[c.type];
    const b = box(el);
    const visible = b[2] > 0 && b[3] > 0;
    const entry = { id: c.id, type: c.type, kind: kind || null, bbox: b, visible, key };
    if (kind) {
      entry.label = labelOf(el, c.type, c.props);
      const ctls = controlsOf(el);
      if (c.type === 'CheckBox') entry.value = ctls[0] ? ctls[0].checked : null;
      else if (c.type === 'TextField' || c.type === 'DateTimeInput') entry.value = ctls[0] ? ctls[0].value : null;
      else if (c.type === 'Slider') entry.value = ctls[0] ? Number(ctls[0].value) : null;
      else if (c.type === 'MultipleChoice' || c.type === 'ChoicePicker') {
        const own = c.props.label ?? c.props.description;
        const text = own && typeof own === 'object' ? (own.literalString ?? own.literal) : own;
        if (typeof text === 'string' && text.trim()) entry.label = text.trim();
        entry.options = (c.props.options || []).map((o) => {
          const l = o && o.label;
          return l && typeof l === 'object' ? (l.literalString ?? l.literal ?? JSON.stringify(l)) : String(l);
        });
      }
      entry.props = c.props;
    } else if (c.type === 'Text') {
      entry.label = textOf(el);
    } else if (c.type === 'Image') {
      const img = el.shadowRoot && el.shadowRoot.querySelector('img');
      entry.label = img ? (img.alt || img.src) : '';
    }
    out.push(entry);
  });
  return out;
}

function dataModel() {
  if (!state.surface) return {};
  if (state.version === 'v0.9') return plain(state.surface.dataModel.get('/')) || {};
  return plain(state.surface.dataModel) || {};
}

function findElement(id, occurrence) {
  const matches = [];
  walk(document.getElementById('app'), (el) => {
    const c = componentOf(el);
    if (c && c.id === id) matches.push(el);
  });
  return matches[occurrence || 0] || null;
}

// Python asks for a control's centre (clicks go through the real mouse, keys through the keyboard).
function controlPoint(id, occurrence, option) {
  const el = findElement(id, occurrence);
  if (!el) return null;
  const ctls = controlsOf(el);
  let target = el;
  if (option != null) {
    const opts = ctls.filter((x) => x.type === 'checkbox' || x.type === 'radio');
    const match = opts.find((x) => {
      const lab = x.closest('label') || (x.id && x.getRootNode().querySelector(`label[for="${x.id}"]`));
      return (lab ? lab.textContent.trim() : x.value) === option;
    });
    if (match) target = match;
    else {
      const sel = ctls.find((x) => x.tagName === 'SELECT');
      if (sel) return { select: true };
      return null;
    }
  } else if (ctls.length) {
    target = ctls[0];
  }
  target.scrollIntoView({ block: 'center' });
  const r = target.getBoundingClientRect();
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

function optionPoint(id, occurrence, option) {
  const el = findElement(id, occurrence);
  if (!el) return null;
  let best = null;
  let bestArea = Infinity;
  walk(el, (n) => {
    if (n === el || n.tagName === 'STYLE') return;
    if (textOf(n) !== option) return;
    const r = n.getBoundingClientRect();
    const area = r.width * r.height;
    if (area > 0 && area < bestArea) { best = n; bestArea = area; } // innermost match
  });
  if (!best) return null;
  best.scrollIntoView({ block: 'center' });
  const r = best.getBoundingClientRect();
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

function openerPoint(id, occurrence) {
  const el = findElement(id, occurrence);
  const header = el && el.shadowRoot && el.shadowRoot.querySelector('.dropdown-header, select, button');
  if (!header) return null;
  const r = header.getBoundingClientRect();
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

function setValue(id, occurrence, value) {
  const el = findElement(id, occurrence);
  const ctl = el && controlsOf(el).find((x) => x.tagName === 'INPUT');
  if (!ctl) return false;
  ctl.value = String(value);
  ctl.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  ctl.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  return true;
}

function selectOption(id, occurrence, option) {
  const el = findElement(id, occurrence);
  const sel = el && controlsOf(el).find((x) => x.tagName === 'SELECT');
  if (!sel) return false;
  const opt = [...sel.options].find((o) => o.textContent.trim() === option || o.value === option);
  if (!opt) return false;
  opt.selected = true;
  sel.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  sel.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  return true;
}

function focusControl(id, occurrence) {
  const el = findElement(id, occurrence);
  const ctl = el && controlsOf(el).find((x) => x.tagName === 'INPUT' || x.tagName === 'TEXTAREA');
  if (!ctl) return false;
  ctl.focus();
  ctl.select && ctl.select();
  return true;
}

// Date/time inputs of an element in document order (a v0.9 DateTimeInput with date and
// time enabled has two: a date input and a time input).
const PICKER_TYPES = ['date', 'time', 'datetime-local', 'month', 'week'];
function pickerInputs(id, occurrence) {
  const el = findElement(id, occurrence);
  if (!el) return [];
  const found = controlsOf(el).filter((x) => x.tagName === 'INPUT' && PICKER_TYPES.includes(x.type));
  return found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

function pickerTypes(id, occurrence) {
  return pickerInputs(id, occurrence).map((x) => x.type);
}

function setPicker(id, occurrence, index, value) {
  const ctl = pickerInputs(id, occurrence)[index];
  if (!ctl) return null;
  ctl.value = String(value);
  ctl.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  ctl.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  return ctl.value;
}

function snapshot() {
  const r = document.getElementById('app').getBoundingClientRect();
  return {
    elements: elements(),
    dataModel: dataModel(),
    box: [
      Math.floor(r.x + window.scrollX), Math.floor(r.y + window.scrollY),
      Math.ceil(r.width), Math.ceil(r.height),
    ],
  };
}

export function install(render) {
window.mmtb = {
  snapshot,
  render, elements, dataModel, controlPoint, selectOption, focusControl, optionPoint,
  openerPoint, setValue, pickerTypes, setPicker,
  settle: () => settle(document.getElementById('app')),
  actions: () => state.actions.slice(),
  ready: false,
};
// The icon font is declared `font-display: optional`: load it before the first render,
// or icons fall back to their ligature text for the life of the page.
const fonts = ['24px "Material Symbols Outlined"', '24px "Material Icons"'].map((f) =>
  document.fonts.load(f, 'home').catch(() => []));
const timeout = new Promise((r) => setTimeout(r, 3000));
Promise.race([Promise.all(fonts), timeout]).then(() => { window.mmtb.ready = true; });
}
