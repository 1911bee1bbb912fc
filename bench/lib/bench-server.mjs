// The production build as `npm run serve` starts it, plus the benchmarks' reference
// routes: the measured server runs Quad's own code, and Quad's entry serves none of this.
import { serve } from '../../dist/server/server/main.js';
import { benchReferenceRoutes } from './reference-routes.mjs';

serve({ apiPlugins: [benchReferenceRoutes] }).catch((error) => {
  console.error(error);
  process.exit(1);
});
