// Kannada and Devanagari for screens whose system fonts lack them (a lab's Linux desktop):
// each sheet declares only its script's subset, with its unicode-range, and the families come
// last in the theme's font stack, so a browser fetches one only for text in that script
// that no system font before it can draw. English pages download nothing.
import '@fontsource/noto-sans-kannada/kannada-400.css';
import '@fontsource/noto-sans-kannada/kannada-700.css';
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
