// Kannada and Devanagari for every screen, whatever its system fonts: each sheet declares only
// its script's subset, with its unicode-range, so a browser fetches one only for text in that
// script and English pages download nothing. The families come first in the theme's font
// stack: when they came after system-ui, a Linux desktop drew bold Kannada with a system font
// that has no Kannada (empty boxes), even with the web font loaded.
import '@fontsource/noto-sans-kannada/kannada-400.css';
import '@fontsource/noto-sans-kannada/kannada-700.css';
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
