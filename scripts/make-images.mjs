// Generates the carousel and stock images shipped in public/ (run once; outputs are committed).
import sharp from 'sharp';

const rand = (seed) => () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

function scene({ width, height, from, to, accent, seed, kind }) {
  const r = rand(seed);
  let shapes = '';
  for (let i = 0; i < 28; i++) {
    const x = r() * width, y = r() * height, s = 10 + r() * (height / 3);
    const o = (0.08 + r() * 0.22).toFixed(2);
    if (kind === 'confetti') shapes += `<rect x="${x}" y="${y}" width="${s / 3}" height="${s / 7}" rx="3" fill="${i % 2 ? accent : '#fff'}" fill-opacity="${o}" transform="rotate(${r() * 180} ${x} ${y})"/>`;
    else if (kind === 'lights') shapes += `<circle cx="${x}" cy="${y}" r="${s / 2}" fill="${i % 3 ? '#fff' : accent}" fill-opacity="${o}"/>`;
    else shapes += `<polygon points="${x},${y} ${x + s},${y + s / 3} ${x + s / 3},${y + s}" fill="${i % 2 ? accent : '#fff'}" fill-opacity="${o}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
}

const carousel = [
  { from: '#1b1f5e', to: '#5f3dc4', accent: '#ffd43b', seed: 7, kind: 'lights' },
  { from: '#0b4f6c', to: '#0ca678', accent: '#ffec99', seed: 19, kind: 'shards' },
  { from: '#862e9c', to: '#e8590c', accent: '#74c0fc', seed: 31, kind: 'confetti' },
];
const stock = [
  { from: '#364fc7', to: '#15aabf', accent: '#ffe066', seed: 3, kind: 'shards' },
  { from: '#c2255c', to: '#f76707', accent: '#fff3bf', seed: 5, kind: 'confetti' },
  { from: '#2b8a3e', to: '#66a80f', accent: '#e7f5ff', seed: 11, kind: 'lights' },
  { from: '#5f3dc4', to: '#d6336c', accent: '#c5f6fa', seed: 13, kind: 'shards' },
  { from: '#0b7285', to: '#364fc7', accent: '#ffc9c9', seed: 17, kind: 'lights' },
  { from: '#e67700', to: '#c92a2a', accent: '#d3f9d8', seed: 23, kind: 'confetti' },
];

for (const [i, s] of carousel.entries()) {
  await sharp(Buffer.from(scene({ width: 1600, height: 400, ...s }))).webp({ quality: 72 }).toFile(`public/carousel/campus-${i + 1}.webp`);
}
for (const [i, s] of stock.entries()) {
  await sharp(Buffer.from(scene({ width: 640, height: 360, ...s }))).webp({ quality: 72 }).toFile(`public/stock/event-${i + 1}.webp`);
}
// The same designs as wide banners: the home banner's background for an event without a picture.
for (const [i, s] of stock.entries()) {
  await sharp(Buffer.from(scene({ width: 1600, height: 400, ...s }))).webp({ quality: 72 }).toFile(`public/stock/banner-${i + 1}.webp`);
}
console.log('images written to public/carousel and public/stock');
