// A realistic demo inventory: real makers and models, body types that fit each class, and specs,
// prices and wording that a Japanese truck dealer would publish.
import { bodyTypes, makers, type BodyTypeSlug, type LoadClassSlug, type MakerSlug } from "./master-data";
import type { Random } from "./random";
import { totalPaymentYen, type SalePriceTerms } from "../../lib/vehicles/price";
import { grossWeightOf } from "../../lib/vehicles/licence";
import type { OfficeId } from "../../lib/company";
import type { FieldsOfType, VEHICLE_PAGE_ROWS, VehicleFieldValue } from "../../lib/vehicles/fields";

interface Model {
  maker: MakerSlug;
  slug: string;
  ja: string;
  en: string;
  loadClass: LoadClassSlug;
  codes: string[];
  cc: number[];
}

const models: Model[] = [
  {
    maker: "isuzu",
    slug: "elf",
    ja: "エルフ",
    en: "Elf",
    loadClass: "small",
    codes: ["TRG-NPR85AR", "TPG-NKR85A", "2RG-NPR88AN"],
    cc: [2999],
  },
  {
    maker: "isuzu",
    slug: "forward",
    ja: "フォワード",
    en: "Forward",
    loadClass: "medium",
    codes: ["TKG-FRR90S2", "2RG-FRR90T2"],
    cc: [5193],
  },
  {
    maker: "isuzu",
    slug: "giga",
    ja: "ギガ",
    en: "Giga",
    loadClass: "large",
    codes: ["QKG-CYL77A", "2PG-CYL77C"],
    cc: [9839],
  },
  {
    maker: "isuzu",
    slug: "giga",
    ja: "ギガ",
    en: "Giga",
    loadClass: "trailer",
    codes: ["QKG-EXD52AD", "2DG-EXD52CD"],
    cc: [15681],
  },
  {
    maker: "hino",
    slug: "dutro",
    ja: "デュトロ",
    en: "Dutro",
    loadClass: "small",
    codes: ["TKG-XZU710M", "2RG-XZU712M"],
    cc: [4009],
  },
  {
    maker: "hino",
    slug: "ranger",
    ja: "レンジャー",
    en: "Ranger",
    loadClass: "medium",
    codes: ["TKG-FC9JKAA", "2KG-FD2ABA"],
    cc: [5123],
  },
  {
    maker: "hino",
    slug: "profia",
    ja: "プロフィア",
    en: "Profia",
    loadClass: "large",
    codes: ["QPG-FW1EXEG", "2DG-FW1AHG"],
    cc: [12913, 8866],
  },
  {
    maker: "hino",
    slug: "profia",
    ja: "プロフィア",
    en: "Profia",
    loadClass: "trailer",
    codes: ["QPG-SH1EDDG", "2DG-SH1AHDG"],
    cc: [12913],
  },
  {
    maker: "fuso",
    slug: "canter",
    ja: "キャンター",
    en: "Canter",
    loadClass: "small",
    codes: ["TPG-FEB50", "2RG-FEB80"],
    cc: [2998],
  },
  {
    maker: "fuso",
    slug: "fighter",
    ja: "ファイター",
    en: "Fighter",
    loadClass: "medium",
    codes: ["TKG-FK71F", "2KG-FK62F"],
    cc: [7545],
  },
  {
    maker: "fuso",
    slug: "super-great",
    ja: "スーパーグレート",
    en: "Super Great",
    loadClass: "large",
    codes: ["QPG-FS64VZ", "2PG-FS74HZ"],
    cc: [12808],
  },
  {
    maker: "ud",
    slug: "condor",
    ja: "コンドル",
    en: "Condor",
    loadClass: "medium",
    codes: ["TKG-MK38L", "2RG-MK38L"],
    cc: [6403],
  },
  {
    maker: "ud",
    slug: "quon",
    ja: "クオン",
    en: "Quon",
    loadClass: "large",
    codes: ["QKG-CD5ZA", "2PG-CD5BA"],
    cc: [10836],
  },
  {
    maker: "ud",
    slug: "quon",
    ja: "クオン",
    en: "Quon",
    loadClass: "trailer",
    codes: ["QKG-GK5XAB", "2PG-GK5AAB"],
    cc: [10836],
  },
  {
    maker: "toyota",
    slug: "dyna",
    ja: "ダイナ",
    en: "Dyna",
    loadClass: "small",
    codes: ["TKG-XZU605", "ABF-TRY230", "2RG-XZU605"],
    cc: [4009, 1998],
  },
  {
    maker: "toyota",
    slug: "toyoace",
    ja: "トヨエース",
    en: "Toyoace",
    loadClass: "small",
    codes: ["TKG-XZC605", "2RG-XZU605"],
    cc: [4009],
  },
  {
    maker: "nissan",
    slug: "atlas",
    ja: "アトラス",
    en: "Atlas",
    loadClass: "small",
    codes: ["TPG-FEA5W", "TKG-SZ5F24", "2RG-FEA5W"],
    cc: [2998],
  },
  {
    maker: "mazda",
    slug: "titan",
    ja: "タイタン",
    en: "Titan",
    loadClass: "small",
    codes: ["TKG-LKR85A", "TRG-LJR85A", "2RG-LHR88A"],
    cc: [2999],
  },
];

const bodiesByClass: Record<LoadClassSlug, BodyTypeSlug[]> = {
  small: ["flatbed", "flatbed", "dump", "crane", "refrigerated", "packer", "aerial-platform", "wing"],
  medium: [
    "flatbed",
    "wing",
    "wing",
    "dump",
    "crane",
    "refrigerated",
    "packer",
    "aerial-platform",
    "tank-lorry",
    "self-loader",
  ],
  large: ["flatbed", "wing", "wing", "dump", "crane", "refrigerated", "tank-lorry", "self-loader"],
  trailer: ["tractor"],
};

const classSpecs: Record<
  LoadClassSlug,
  {
    price: [number, number];
    load: [number, number];
    weight: [number, number];
    length: [number, number];
    width: number;
    height: [number, number];
    bed: [number, number];
    seats: number[];
    drive: string[];
    tons: (loadKg: number) => string;
  }
> = {
  small: {
    price: [1_480_000, 5_980_000],
    load: [1_500, 3_500],
    weight: [2_300, 3_600],
    length: [4_690, 6_250],
    width: 1_695,
    height: [1_990, 3_200],
    bed: [3_100, 4_400],
    seats: [3],
    drive: ["2wd", "2wd", "4wd"],
    tons: (kg) => (kg <= 2_000 ? "2t" : "3t"),
  },
  medium: {
    price: [2_980_000, 9_800_000],
    load: [2_000, 4_000],
    weight: [4_200, 7_800],
    length: [7_200, 8_900],
    width: 2_490,
    height: [2_700, 3_500],
    bed: [5_300, 6_900],
    seats: [2, 3],
    drive: ["2wd"],
    tons: () => "4t",
  },
  large: {
    price: [5_980_000, 16_800_000],
    load: [8_000, 14_000],
    weight: [9_500, 13_500],
    length: [9_800, 11_990],
    width: 2_490,
    height: [3_000, 3_790],
    bed: [7_800, 9_600],
    seats: [2],
    drive: ["6x4", "6x2", "6x2"],
    tons: () => "10t",
  },
  trailer: {
    price: [4_980_000, 12_800_000],
    load: [11_500, 11_500],
    weight: [8_000, 9_600],
    length: [6_500, 7_100],
    width: 2_490,
    height: [3_150, 3_800],
    bed: [0, 0],
    seats: [2],
    drive: ["6x4", "2wd"],
    tons: () => "",
  },
};

const bodyText: Record<BodyTypeSlug, { ja: string; en: string }> = {
  flatbed: {
    ja: "荷台は鉄板張りで、あおりの開閉もスムーズです。",
    en: "Steel-floored deck; the side gates open and close smoothly.",
  },
  wing: {
    ja: "ウイングの開閉は良好で、ラッシングレール付きです。",
    en: "The wings open and close well, with lashing rails fitted.",
  },
  dump: { ja: "ダンプの上げ下げ動作も確認済みです。", en: "Tipping and lowering have been checked." },
  crane: {
    ja: "クレーンは4段ブーム・ラジコン付きで、作動確認済みです。",
    en: "Four-stage boom crane with radio remote, operation checked.",
  },
  refrigerated: {
    ja: "冷凍機は-30℃設定まで確認済みで、スタンバイ装置付きです。",
    en: "Refrigeration unit checked down to -30°C, with standby power.",
  },
  packer: { ja: "プレス式の塵芥装置で、作動は良好です。", en: "Press-type refuse body in good working order." },
  "aerial-platform": {
    ja: "作業床高さ約12mのバケット仕様です。特定自主検査（年次）を実施済みで、検査記録表をお渡しします。",
    en:
      "Bucket type with a working height of about 12 m. The annual statutory self-inspection (tokutei jishu kensa) " +
      "is done and its record comes with the truck.",
  },
  "tank-lorry": { ja: "タンク容量は各室合計で約8kLです。", en: "Tank capacity about 8 kL across its compartments." },
  "self-loader": {
    ja: "油圧式の荷台スライドで、重機の積み降ろしに便利です。",
    en: "Hydraulic sliding deck, ideal for loading construction machinery.",
  },
  tractor: {
    ja: "第五輪荷重11.5t、エアサス仕様のトラクタヘッドです。",
    en: "Tractor head with 11.5 t fifth-wheel load and air suspension.",
  },
};

/**
 * What the body carries, as the field table holds it, its crane's or refrigeration unit's maker by slug (of the
 * entries the migration made); what a body does not have is left out.
 */
type BodyEquipment = {
  [
    F in Exclude<(typeof VEHICLE_PAGE_ROWS)["body"][number], FieldsOfType<"master">> | "powerPs" | "engineModel"
  ]?: VehicleFieldValue<F>;
} & { craneMakerSlug?: string; reeferMakerSlug?: string };

// The engine each maker fits to a class of truck (エンジン型式) and its 馬力 in PS.
const engines: Partial<Record<MakerSlug, Partial<Record<LoadClassSlug, [string, number][]>>>> = {
  isuzu: {
    small: [["4JJ1", 150]],
    medium: [
      ["4HK1", 210],
      ["4HK1", 240],
    ],
    large: [["6UZ1", 380]],
    trailer: [["6UZ1", 420]],
  },
  hino: {
    small: [["N04C", 150]],
    medium: [
      ["J05E", 210],
      ["A05C", 260],
    ],
    large: [["A09C", 380]],
    trailer: [["E13C", 450]],
  },
  fuso: {
    small: [["4P10", 150]],
    medium: [
      ["6M60", 240],
      ["4V20", 230],
    ],
    large: [["6R10", 410]],
    trailer: [["6R10", 460]],
  },
  ud: { medium: [["GH7", 280]], large: [["GH11", 380]], trailer: [["GH13", 460]] },
  toyota: { small: [["N04C", 150]] },
  nissan: { small: [["4JJ1", 130]] },
  mazda: { small: [["4JJ1", 130]] },
};

/**
 * The equipment a truck's body carries, as a dealer lists it (a 4t ユニック 4段 2.93t ラジコン, a −30℃ 東プレ
 * 冷凍機 with スタンバイ, a 垂直パワーゲート 1,000 kg), derived from its position rather than drawn, so the rest of
 * the demo data stays as it was; it agrees with the body's text above.
 */
function bodyEquipmentOf(
  body: BodyTypeSlug,
  model: Pick<Model, "maker" | "loadClass">,
  index: number,
  modelYear: number,
): BodyEquipment {
  const small = model.loadClass === "small";
  const large = model.loadClass === "large";
  const pick = <T>(options: readonly T[]) => options[index % options.length];
  const choices = engines[model.maker]?.[model.loadClass];
  const [engineModel, powerPs] = choices ? pick(choices) : ["", null];
  const common: BodyEquipment = { engineModel, powerPs, bodyYear: modelYear };
  // A tail lift on one wing or reefer in three: a 垂直 one of 1,000 kg on the bigger trucks, a 格納 one on the small.
  const powerGate: BodyEquipment =
    index % 3 === 0
      ? small
        ? { powerGateType: "stowable", powerGateCapacityKg: 600, powerGateMaker: "極東開発工業" }
        : { powerGateType: "vertical", powerGateCapacityKg: 1_000, powerGateMaker: "日本フルハーフ" }
      : {};
  switch (body) {
    case "flatbed":
      return { ...common, floor: pick(["steel", "wood", "checkerPlate"]) };
    case "wing":
      return {
        ...common,
        ...powerGate,
        bodyBuilder: pick(["日本トレクス", "日本フルハーフ", "パブコ"]),
        floor: pick(["wood", "aluminium"]),
        wingOpening: index % 5 === 0 ? "one" : "both",
        lashingRails: small ? 1 : 2,
      };
    case "refrigerated":
      return {
        ...common,
        ...powerGate,
        bodyBuilder: pick(["東プレ", "トランテックス"]),
        floor: "checkerPlate",
        reeferMakerSlug: pick(["topre", "mhi", "denso"]),
        reeferTempC: -30,
        reeferStandby: true,
        reeferPartition: index % 4 === 1,
      };
    case "crane":
      // Under 3 t so that a 小型移動式クレーン licence operates it: 2.93 t on a 4t, 2.33 or 2.63 t on a 2t.
      return {
        ...common,
        hasPto: true,
        floor: "steel",
        craneMakerSlug: pick(["furukawa-unic", "tadano", "furukawa-unic", "maeda"]),
        craneStages: small ? pick([3, 4]) : large ? pick([4, 5]) : 4,
        craneCapacityKg: small ? pick([2_330, 2_630]) : 2_930,
        craneRadioRemote: true,
        craneHookIn: index % 2 === 0,
        craneOutriggers: true,
      };
    case "dump": {
      const dumpType = small
        ? pick(["standard", "lowFloor"] as const)
        : pick(["standard", "reinforced", "deep"] as const);
      return {
        ...common,
        hasPto: true,
        bodyBuilder: pick(["極東開発工業", "新明和工業"]),
        dumpType,
        electricCover: index % 2 === 0,
        dumpVolumeL: dumpType === "deep" ? (large ? 38_000 : 10_800) : null,
      };
    }
    case "packer":
      return {
        ...common,
        hasPto: true,
        bodyBuilder: pick(["極東開発工業", "新明和工業", "モリタエコノス"]),
        packerType: "press",
        packerVolumeL: small ? 4_200 : 8_600,
      };
    case "aerial-platform":
      return {
        ...common,
        hasPto: true,
        bodyBuilder: pick(["アイチコーポレーション", "タダノ"]),
        aerialHeightMm: pick([11_900, 12_000, 12_200]),
        bucketLoadKg: 200,
        aerialInsulated: index % 2 === 0,
      };
    case "tank-lorry":
      return {
        ...common,
        hasPto: true,
        bodyBuilder: pick(["昭和飛行機工業", "東邦車輛"]),
        tankVolumeL: 8_000,
        tankCompartments: pick([2, 3, 4]),
        tankCargo: pick(["diesel", "petrol", "kerosene"]),
      };
    case "self-loader":
      return { ...common, hasPto: true, bodyBuilder: pick(["花見台自動車", "タダノ"]), floor: "steel" };
    case "tractor":
      return {
        ...common,
        hasPto: index % 2 === 0,
        fifthWheelLoadKg: 11_500,
        towableGrossKg: index % 2 === 0 ? 33_000 : 28_500,
      };
  }
}

/** A demo vehicle: the columns it is stored with, its master data by slug, and how it is drawn and dated. */
export interface DemoVehicle extends SalePriceTerms, BodyEquipment {
  kind: "sale" | "purchase";
  strId: string;
  inquiryNo: number;
  status: "draft" | "published" | "reserved" | "sold";
  /** The office whose yard it stands at. */
  yard: OfficeId;
  makerSlug: MakerSlug;
  loadClassSlug: LoadClassSlug;
  bodyTypeSlug: BodyTypeSlug;
  fuelSlug: string;
  transmissionSlug: string;
  driveSlug: string;
  nameJa: string;
  nameEn: string;
  modelName: string;
  modelNameEn: string;
  modelCode: string;
  modelYear: number;
  mileageKm: number;
  leasePurchase: boolean;
  inspectionMonth: number | null;
  displacementCc: number;
  maxLoadKg: number | null;
  vehicleWeightKg: number;
  /** 車両総重量: the curb weight, the load and 55 kg a seat, as the inspection certificate states it. */
  grossWeightKg: number;
  repairHistory: boolean;
  chassisLast3: string;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  doors: number;
  seats: number;
  airbags: boolean;
  hasAirConditioner: boolean;
  hasRearDoubleWheels: boolean;
  hasThreeSideOpening: boolean;
  hasPowerSteering: boolean;
  hasPowerWindow: boolean;
  recyclingFeePaid: boolean;
  isBargain: boolean;
  auctionAgency: boolean;
  bedLengthMm: number | null;
  bedWidthMm: number | null;
  bedHeightMm: number | null;
  descriptionJa: string;
  descriptionEn: string;
  videoUrl: string | null;
  publishedDaysAgo: number;
  /** For a sold vehicle, how long ago: within SOLD_SHOWN_DAYS it is still in the catalogue, marked. */
  soldDaysAgo: number | null;
  /** A 値下げ after it was published: the 支払総額 it was lowered from (to today's), and when. */
  priceCut: { daysAgo: number; fromYen: number } | null;
  colorIndex: number;
}

// Statuses, yards, sales and price cuts are derived from the position, not drawn, so the rest of the demo data
// stays as it was. A few trucks are 商談中; a few were sold in the last days and one long ago (its page is kept, it
// is gone from the catalogue); a few were lowered in price lately.
const SOLD_DAYS_AGO: Record<number, number> = { 7: 3, 36: 10, 48: 45, 65: 2 };
const isReserved = (index: number) => index % 17 === 4;
const statusOf = (index: number): DemoVehicle["status"] =>
  index in SOLD_DAYS_AGO ? "sold" : index % 31 === 11 ? "draft" : isReserved(index) ? "reserved" : "published";
/** About two trucks in three stand at the head office's yard. */
const yardOf = (index: number): OfficeId => (index % 3 === 2 ? "branch" : "headquarters");

function priceCutOf(
  index: number,
  vehicle: Pick<DemoVehicle, "kind" | "status" | "priceTotalYen" | "publishedDaysAgo">,
): DemoVehicle["priceCut"] {
  if (index % 13 !== 5 || vehicle.kind !== "sale" || vehicle.status === "sold" || vehicle.priceTotalYen === null)
    return null;
  // After it was published, within the last two weeks; lowered by about 8%, in whole 万円.
  const daysAgo = Math.min(vehicle.publishedDaysAgo - 1, 2 + (index % 12));
  return { daysAgo, fromYen: vehicle.priceTotalYen + Math.max(100_000, round(vehicle.priceTotalYen * 0.08, 10_000)) };
}

const round = (value: number, step: number) => Math.round(value / step) * step;

// Names come from the master data, so a vehicle's name and its maker/body filters always agree.
const namesBySlug = <T extends { slug: string; nameJa: string; nameEn: string }>(rows: readonly T[]) =>
  Object.fromEntries(rows.map((row) => [row.slug, { ja: row.nameJa, en: row.nameEn }])) as Record<
    T["slug"],
    { ja: string; en: string }
  >;
const makerNames = namesBySlug(makers);
const bodyNames = namesBySlug(bodyTypes);

/** 型式 begin with the emission standard the truck was built to: 2xG for the 2016 standard (models from 2017 on). */
const codesOfYear = (codes: string[], modelYear: number) =>
  codes.filter((code) => code.startsWith("2") === modelYear >= 2017);

export function generateDemoVehicles(
  random: Random,
  counts: { sale: number; purchase: number },
  today: { year: number; month: number },
): DemoVehicle[] {
  const currentYear = today.year;
  const vehicles: DemoVehicle[] = [];
  let inquiryNo = 10_001;
  const kinds = [...Array(counts.sale).fill("sale"), ...Array(counts.purchase).fill("purchase")] as (
    "sale" | "purchase"
  )[];
  kinds.forEach((kind, index) => {
    // Walk the model list so every maker and class appears, then vary the rest at random.
    const model = index < models.length ? models[index] : random.pick(models);
    const spec = classSpecs[model.loadClass];
    const body =
      index < 10 && model.loadClass !== "trailer"
        ? bodiesByClass[model.loadClass][index % bodiesByClass[model.loadClass].length]
        : random.pick(bodiesByClass[model.loadClass]);
    const modelYear = random.int(currentYear - 16, currentYear - 1);
    const age = currentYear - modelYear;
    const mileageKm = round(
      Math.max(
        3_000,
        age * random.int(12_000, model.loadClass === "large" || model.loadClass === "trailer" ? 95_000 : 38_000),
      ),
      100,
    );
    const depreciation = Math.max(0.25, 1 - age * 0.055);
    const basePrice = random.int(spec.price[0], spec.price[1]) * depreciation;
    const priceBodyYen = random.chance(0.06)
      ? null
      : Math.max(spec.price[0] * 0.6, round(basePrice * (kind === "purchase" ? 0.7 : 1), 10_000));
    // 諸費用 as a dealer quotes them: registration, statutory taxes and insurance, the recycling deposit and
    // handling, more for a heavy truck. Derived, not drawn, so the rest of the demo data stays as it was.
    const priceFeesYen =
      kind === "sale" && priceBodyYen !== null
        ? 80_000 + (index % 5) * 20_000 + (model.loadClass === "large" || model.loadClass === "trailer" ? 60_000 : 0)
        : null;
    const legalMaintenance = kind === "sale" && index % 3 !== 1;
    const hasInspection = random.chance(0.75);
    const loadKg = round(random.int(spec.load[0], spec.load[1]), 50);
    const isTractor = body === "tractor";
    const bedLength = isTractor ? null : random.int(spec.bed[0], spec.bed[1]);
    const makerName = makerNames[model.maker];
    const bodyName = bodyNames[body];
    const tons = spec.tons(loadKg);
    // A listed 車検 runs one to 24 months from now: a dealer does not list an expired one as valid.
    const monthsLeft = hasInspection ? random.int(0, 1) * 12 + random.int(1, 12) : null;
    const expiry = monthsLeft === null ? null : today.year * 12 + today.month - 1 + monthsLeft;
    const inspectionYear = expiry === null ? null : Math.floor(expiry / 12);
    const inspectionMonth = expiry === null ? null : (expiry % 12) + 1;
    const inspectionIncluded = kind === "sale" && !hasInspection && index % 2 === 0;
    const repairHistory = random.chance(0.12);
    const lease = random.chance(0.4);
    const kmJa =
      mileageKm >= 10_000 ? `${(mileageKm / 10_000).toFixed(1)}万km` : `${mileageKm.toLocaleString("ja-JP")}km`;
    const nameJa = [makerName.ja, model.ja, tons, bodyName.ja].filter(Boolean).join(" ");
    const nameEn = [makerName.en, model.en, tons, bodyName.en].filter(Boolean).join(" ");
    const descriptionJa = [
      `${modelYear}年式の${makerName.ja} ${model.ja}（${bodyName.ja}）です。走行距離は${kmJa}。`,
      // No inspection date in the text: it would go stale. The page words the inspection from its fields, as of the day
      // it is read.
      hasInspection
        ? ""
        : inspectionIncluded
          ? "車検なしの車両ですが、車検を取得してお渡しします（取得費用は支払総額に含みます）。"
          : "車検なしの車両です。ご希望に応じて車検を取得してお渡しします（取得費用は別途）。",
      bodyText[body].ja,
      repairHistory
        ? "修復歴がありますが、修理は完了しています。詳しくはお問い合わせください。"
        : "修復歴はありません。",
      kind === "sale"
        ? (legalMaintenance
            ? "法定整備を行ってから納車します。"
            : "法定整備なしの現状販売です（整備はご相談ください）。") +
          (lease ? "リースでのご購入にも対応します。" : "")
        : "同型車の買取を強化中です。査定は無料ですので、お気軽にご相談ください。",
    ].join("");
    const descriptionEn = [
      `${modelYear} ${makerName.en} ${model.en} (${bodyName.en.toLowerCase()})`,
      ` with ${mileageKm.toLocaleString("en-US")} km.`,
      hasInspection
        ? ""
        : inspectionIncluded
          ? " No current shaken; we have it inspected before delivery, included in the total price."
          : " No current shaken; we can have it inspected before delivery on request, at extra cost.",
      ` ${bodyText[body].en}`,
      repairHistory ? " Has repair history; repairs are complete. Ask us for details." : " No repair history.",
      kind === "sale"
        ? (legalMaintenance
            ? " Statutory maintenance done before delivery."
            : " Sold as is, without statutory maintenance (ask us about servicing).") +
          (lease ? " Lease purchase available." : "")
        : " We are buying this model now: free assessment, just ask.",
    ].join("");
    const drawn: Omit<DemoVehicle, "grossWeightKg" | "priceCut" | keyof BodyEquipment> = {
      kind,
      strId: `${model.maker}-${model.slug}-${modelYear}-${inquiryNo}`,
      inquiryNo,
      status: statusOf(index),
      yard: yardOf(index),
      makerSlug: model.maker,
      loadClassSlug: model.loadClass,
      bodyTypeSlug: body,
      fuelSlug: model.cc[0] < 2_500 && random.chance(0.5) ? "gasoline" : random.chance(0.06) ? "hybrid" : "diesel",
      transmissionSlug: random.pick(model.loadClass === "small" ? ["mt", "at", "at"] : ["mt", "mt", "amt"]),
      driveSlug: random.pick(spec.drive),
      nameJa,
      nameEn,
      modelName: model.ja,
      modelNameEn: model.en,
      modelCode: random.pick(codesOfYear(model.codes, modelYear)),
      modelYear,
      mileageKm,
      leasePurchase: kind === "sale" && lease,
      priceBodyYen,
      priceFeesYen,
      priceTotalYen: totalPaymentYen({ priceBodyYen, priceFeesYen }),
      // A warranty on the younger trucks: three months or 5,000 km, whichever comes first.
      warrantyMonths: kind === "sale" && age <= 5 ? 3 : null,
      warrantyKm: kind === "sale" && age <= 5 ? 5_000 : null,
      legalMaintenance,
      inspectionIncluded,
      inspectionYear,
      inspectionMonth,
      displacementCc: random.pick(model.cc),
      maxLoadKg: isTractor ? null : loadKg,
      vehicleWeightKg: round(random.int(spec.weight[0], spec.weight[1]), 10),
      repairHistory,
      chassisLast3: String(random.int(0, 999)).padStart(3, "0"),
      lengthMm: round(random.int(spec.length[0], spec.length[1]), 10),
      widthMm: spec.width,
      heightMm: round(random.int(spec.height[0], spec.height[1]), 10),
      doors: 2,
      seats: random.pick(spec.seats),
      airbags: random.chance(0.7),
      hasAirConditioner: random.chance(0.92),
      hasRearDoubleWheels: model.loadClass !== "small" || random.chance(0.6),
      hasThreeSideOpening: body === "flatbed" || body === "crane",
      hasPowerSteering: true,
      hasPowerWindow: random.chance(0.75),
      recyclingFeePaid: random.chance(0.85),
      isBargain: random.chance(0.15) && kind === "sale",
      // Every sixth truck for sale is offered through the auction agency (no random draw: the rest of the
      // demo data stays as it was).
      auctionAgency: kind === "sale" && index % 6 === 2,
      bedLengthMm: bedLength,
      bedWidthMm: isTractor ? null : spec.width - random.int(80, 200),
      bedHeightMm: isTractor
        ? null
        : body === "flatbed" || body === "crane" || body === "self-loader"
          ? random.int(380, 420)
          : random.int(1_900, 2_600),
      descriptionJa,
      descriptionEn,
      videoUrl: null,
      publishedDaysAgo: index % 60,
      soldDaysAgo: SOLD_DAYS_AGO[index] ?? null,
      colorIndex: random.int(0, 4),
    };
    // Derived from the draws, not drawn: the rest of the demo data stays as it was.
    vehicles.push({
      ...bodyEquipmentOf(body, model, index, modelYear),
      ...drawn,
      // A tractor's 車検証 counts its 第五輪荷重 where a truck counts its load.
      grossWeightKg: grossWeightOf(drawn.vehicleWeightKg, isTractor ? loadKg : (drawn.maxLoadKg ?? 0), drawn.seats),
      priceCut: priceCutOf(index, drawn),
    });
    inquiryNo += 1;
  });
  return vehicles;
}
