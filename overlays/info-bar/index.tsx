// Shows the mobile info bar, when its settings leave something to show; it stays until the page goes.
import { mount, addStyle } from '../layer/index.ts';
import { InfoBar } from './info-bar.tsx';
import { type MobileInfoBarSettings, normalizeInfoBar, shouldShowInfoBar } from '../../core/overlays/info-bar.ts';
import { INFO_BAR_CSS } from './style.ts';

export function showInfoBar(document: Document, settings: MobileInfoBarSettings, windowWidth: number): boolean {
  const config = normalizeInfoBar(settings);
  if (!shouldShowInfoBar(config, windowWidth)) return false;
  addStyle(document, 'vt-info-bar-css', INFO_BAR_CSS);
  mount(document, <InfoBar config={config} />);
  return true;
}
