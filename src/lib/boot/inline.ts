// The entry the build bundles into every page's inline script (scripts/boot-script.mjs).
import { boot } from './page';

boot(window);
