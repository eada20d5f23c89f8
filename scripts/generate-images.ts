// Entry point kept for `npm run images:generate` and the docs; the generator lives in scripts/images/.
import "./images/index";
