import sharp from "sharp";
const [src, out] = process.argv.slice(2);
await sharp(src).extract({ left: 100, top: 150, width: 320, height: 200 }).resize(960, 600, { kernel: "nearest" }).toFile(out);
