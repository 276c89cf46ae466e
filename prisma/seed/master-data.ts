// Master data as a Japanese truck dealer lists it: the makers with the names customers type,
// the load classes, the body types (categories with stable English slugs), fuel, transmission, drive.
export const makers = [
  { slug: "isuzu", nameJa: "いすゞ", nameKana: "いすず", nameEn: "Isuzu", aliases: ["いすず", "イスズ", "isuzu"] },
  { slug: "hino", nameJa: "日野", nameKana: "ひの", nameEn: "Hino", aliases: ["ヒノ", "日野自動車"] },
  {
    slug: "fuso",
    nameJa: "三菱ふそう",
    nameKana: "みつびしふそう",
    nameEn: "Mitsubishi Fuso",
    aliases: ["ふそう", "フソウ", "三菱", "mitsubishi", "fuso"],
  },
  {
    slug: "ud",
    nameJa: "UDトラックス",
    nameKana: "ゆーでぃーとらっくす",
    nameEn: "UD Trucks",
    aliases: ["日産ディーゼル", "ニッサンディーゼル", "nissan diesel", "ud"],
  },
  { slug: "toyota", nameJa: "トヨタ", nameKana: "とよた", nameEn: "Toyota", aliases: ["豊田"] },
  { slug: "nissan", nameJa: "日産", nameKana: "にっさん", nameEn: "Nissan", aliases: ["ニッサン"] },
  { slug: "mazda", nameJa: "マツダ", nameKana: "まつだ", nameEn: "Mazda", aliases: [] },
] as const;

export const loadClasses = [
  { slug: "small", nameJa: "小型", nameEn: "Light duty" },
  { slug: "medium", nameJa: "中型", nameEn: "Medium duty" },
  { slug: "large", nameJa: "大型", nameEn: "Heavy duty" },
  { slug: "trailer", nameJa: "トレーラー", nameEn: "Trailer" },
] as const;

export const bodyTypes = [
  {
    slug: "flatbed",
    nameJa: "平ボディ",
    nameKana: "ひらぼでぃ",
    nameEn: "Flatbed",
    categoryEn: "Flatbed trucks",
    aliases: ["平車", "ひらぼでー"],
  },
  {
    slug: "wing",
    nameJa: "ウイング",
    nameKana: "ういんぐ",
    nameEn: "Wing body",
    categoryEn: "Wing-body trucks",
    aliases: ["ウィング", "アルミウイング"],
    boxBody: true,
  },
  {
    slug: "dump",
    nameJa: "ダンプ",
    nameKana: "だんぷ",
    nameEn: "Dump truck",
    categoryEn: "Dump trucks",
    aliases: ["土砂ダンプ", "深ダンプ"],
  },
  {
    slug: "crane",
    nameJa: "クレーン付き",
    nameKana: "くれーんつき",
    nameEn: "Crane truck",
    categoryEn: "Crane trucks",
    aliases: ["ユニック", "ユニック車", "クレーン", "unic"],
  },
  {
    slug: "refrigerated",
    nameJa: "冷凍冷蔵車",
    nameKana: "れいとうれいぞうしゃ",
    nameEn: "Refrigerated truck",
    categoryEn: "Refrigerated trucks",
    aliases: ["冷凍車", "冷蔵車", "保冷車"],
    boxBody: true,
  },
  {
    slug: "packer",
    nameJa: "塵芥車",
    nameKana: "じんかいしゃ",
    nameEn: "Garbage truck",
    categoryEn: "Garbage trucks",
    aliases: ["パッカー車", "パッカー", "ごみ収集車"],
  },
  {
    slug: "aerial-platform",
    nameJa: "高所作業車",
    nameKana: "こうしょさぎょうしゃ",
    nameEn: "Aerial work platform",
    categoryEn: "Aerial work platforms",
    aliases: ["バケット車", "高所"],
  },
  {
    slug: "tank-lorry",
    nameJa: "タンクローリー",
    nameKana: "たんくろーりー",
    nameEn: "Tank lorry",
    categoryEn: "Tank lorries",
    aliases: ["ローリー", "タンク車"],
  },
  {
    slug: "self-loader",
    nameJa: "セルフローダー",
    nameKana: "せるふろーだー",
    nameEn: "Self-loader",
    categoryEn: "Self-loaders",
    aliases: ["重機運搬車", "セルフ"],
  },
  {
    slug: "tractor",
    nameJa: "トラクタ",
    nameKana: "とらくた",
    nameEn: "Tractor head",
    categoryEn: "Tractor heads",
    aliases: ["トラクター", "トレーラーヘッド"],
    towsTrailer: true,
  },
] as const;

export const fuels = [
  { slug: "diesel", nameJa: "軽油", nameEn: "Diesel" },
  { slug: "gasoline", nameJa: "ガソリン", nameEn: "Gasoline" },
  { slug: "hybrid", nameJa: "ハイブリッド", nameEn: "Hybrid" },
  { slug: "lpg", nameJa: "LPG", nameEn: "LPG" },
] as const;

export const transmissions = [
  { slug: "mt", nameJa: "MT", nameEn: "Manual" },
  { slug: "at", nameJa: "AT", nameEn: "Automatic" },
  { slug: "amt", nameJa: "セミAT", nameEn: "Automated manual" },
] as const;

export const driveTypes = [
  { slug: "2wd", nameJa: "2WD", nameEn: "2WD" },
  { slug: "4wd", nameJa: "4WD", nameEn: "4WD" },
  { slug: "6x4", nameJa: "6×4（後2軸駆動）", nameEn: "6×4" },
  { slug: "6x2", nameJa: "6×2", nameEn: "6×2" },
] as const;

export type MakerSlug = (typeof makers)[number]["slug"];
export type LoadClassSlug = (typeof loadClasses)[number]["slug"];
export type BodyTypeSlug = (typeof bodyTypes)[number]["slug"];
