// Demo content beside the inventory: the body-manufacturing items and the two campaigns of spec section 9.
import { japanDate } from "../../lib/business/calendar";

export const bodyWorkItems = [
  {
    slug: "isuzu-hirabody",
    bodyType: "flatbed",
    titleJa: "いすゞ エルフ 平ボディ製作",
    titleEn: "Flatbed body for the Isuzu Elf",
    textJa: "積載量と用途に合わせて、アルミ・スチールのあおり、床材、荷台長を選べます。三方開きや鳥居の補強、ロープフックの追加も承ります。納期の目安はシャシ入庫から約1か月です。",
    textEn: "Choose aluminium or steel side gates, the floor and the bed length for your load. We also fit three-way opening gates, a reinforced headboard and extra rope hooks. Allow about a month from the chassis arriving.",
  },
  {
    slug: "wing",
    bodyType: "wing",
    titleJa: "ウイングボディ製作",
    titleEn: "Wing bodies",
    textJa: "フォークリフトで横から積み降ろしできるウイングボディを、2t から大型まで製作します。ラッシングレールやジョルダー、床の仕様もご相談ください。",
    textEn: "Wing bodies from 2 t to heavy trucks, loaded from the side by forklift. Ask us about lashing rails, side-roll curtains and the floor.",
  },
  {
    slug: "dump",
    bodyType: "dump",
    titleJa: "ダンプ架装",
    titleEn: "Dump bodies",
    textJa: "土砂・産廃・農業用など用途に合わせた荷台と、深あおり・コボレーンの取り付けを行います。PTOや油圧まわりの点検も同時に承ります。",
    textEn: "Dump bodies for soil, waste or farm use, with deep gates and sliding covers on request. We check the PTO and hydraulics at the same time.",
  },
  {
    slug: "crane",
    bodyType: "crane",
    titleJa: "クレーン架装",
    titleEn: "Crane mounting",
    textJa: "タダノ・古河ユニックなどの小型クレーンを、平ボディ・セルフローダーに架装します。ラジコン、フックイン、アウトリガーの仕様もお選びいただけます。",
    textEn: "We mount Tadano, Furukawa Unic and other loader cranes on flatbeds and self-loaders, with radio control, hook-in and outrigger options.",
  },
] as const;

/** The next day that is month/day on or after today in Japan. */
function nextOccurrence(today: string, month: number, day: number): string {
  const mmdd = `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const year = Number(today.slice(0, 4));
  return `${year}-${mmdd}` >= today ? `${year}-${mmdd}` : `${year + 1}-${mmdd}`;
}

export function demoPromotions(now: Date) {
  const today = japanDate(now);
  return [
    // 景品表示法: a discount names the genuine former price it is taken from (our own price over the last eight weeks).
    { textJa: "決算セール 対象車両の車両本体価格を、直近8週間の当社販売価格から最大40%値下げ", textEn: "Year-end sale: selected vehicles up to 40% below the price we asked over the last eight weeks", discountPercent: 40, endsOn: new Date(`${nextOccurrence(today, 2, 28)}T00:00:00Z`) },
    { textJa: "ボディ新規製作 当社標準価格から30%OFF キャンペーン", textEn: "New bodies 30% off our standard price list", discountPercent: 30, endsOn: new Date(`${nextOccurrence(today, 4, 30)}T00:00:00Z`) },
  ];
}

/** Demo news: two stories in both languages and one in Japanese only (the English site shows it with a note). */
export const blogStories = [
  {
    daysAgo: 2,
    ja: { title: "クレーン付きトラックの買取を強化しています", body: "## 高価買取の対象\n\nタダノ・古河ユニックなど**4段・5段クレーン**付きの2t〜4t車を特に強化しています。\n\n- 年式が古い車両\n- 走行距離が多い車両\n- 車検切れの車両\n\nもご相談ください。車検証とクレーンの写真を[LINE](https://line.me/R/ti/p/@toho-truck)で送っていただければ、当日中に概算をお伝えします。" },
    en: { title: "We are buying more crane trucks", body: "## What we are looking for\n\nWe especially want 2 t to 4 t trucks with **4- and 5-section cranes** by Tadano, Furukawa Unic and others.\n\n- Older vehicles\n- High mileage\n- Expired inspection\n\nare all welcome. Send the inspection certificate and photos of the crane on [LINE](https://line.me/R/ti/p/@toho-truck) and we will give you a rough price the same day." },
  },
  {
    daysAgo: 9,
    ja: { title: "査定額を上げるための5つのポイント", body: "1. 整備記録簿をそろえる\n2. 荷台と運転席を清掃する\n3. 付属品（取扱説明書・スペアキー）を用意する\n4. 架装物の動作を確認しておく\n5. 売却時期を相場の高い時期に合わせる\n\n詳しくはお気軽にお問い合わせください。" },
    en: null,
  },
  {
    daysAgo: 20,
    ja: { title: "ボディ製作30%OFFキャンペーン実施中", body: "平ボディ・ウイング・ダンプの新規製作が**30%OFF**になるキャンペーンを実施中です。期間は4月30日まで。" },
    en: { title: "30% off body manufacturing", body: "New flatbed, wing and dump bodies are **30% off** until April 30." },
  },
] as const;

/** Demo customer reviews; each shows the photo of a demo vehicle with the body the customer bought. */
export const reviews = [
  { language: "ja", customerName: "愛知県 K様（運送業）", vehicleBought: "いすゞ エルフ 平ボディ", bodyType: "flatbed", text: "問い合わせた当日に見積もりをいただき、車両の状態も写真と説明のとおりでした。納車前の整備もしっかりしていて安心して使えています。" },
  { language: "ja", customerName: "大阪府 T様（建設業）", vehicleBought: "日野 レンジャー クレーン付き", bodyType: "crane", text: "LINEで車検証の写真を送るだけで話が進み、忙しい中でも助かりました。クレーンの動作確認の動画まで送ってもらえました。" },
  { language: "ja", customerName: "岐阜県 S様", vehicleBought: "三菱ふそう キャンター ダンプ", bodyType: "dump", text: "古いダンプの買取もお願いしましたが、他社より高い金額を提示していただき、その場で支払いまで済みました。" },
  { language: "en", customerName: "M. R., exporter", vehicleBought: "Isuzu Forward wing body", bodyType: "wing", text: "Clear total prices, honest photos and quick answers in English. The truck arrived exactly as described." },
] as const;

/** The pages the footer links to, as staff would first publish them. */
export const staffPages = [
  {
    slug: "privacy",
    titleJa: "個人情報の取り扱いについて",
    titleEn: "Privacy policy",
    bodyJa: "東邦トラック販売株式会社（以下「当社」）は、お問い合わせ・お申し込みの際にお預かりするお名前、会社名、メールアドレス、電話番号、お問い合わせ内容を、ご連絡・お見積もり・お取引のためにのみ利用します。\n\n## 第三者への提供\n\n法令に基づく場合を除き、ご本人の同意なく第三者に提供することはありません。陸送・名義変更など、お取引に必要な範囲で委託先に提供することがあります。\n\n## お問い合わせ\n\n個人情報の開示・訂正・削除のご請求は、お電話またはお問い合わせフォームからご連絡ください。",
    bodyEn: "Toho Truck Sales Co., Ltd. uses the name, company, email address, phone number and message you give us only to answer you, make estimates and carry out transactions.\n\n## Sharing\n\nWe do not pass your data to third parties without your consent, except where the law requires it or as needed for a transaction (for example transport or title transfer).\n\n## Contact\n\nTo see, correct or delete your data, call us or use the contact form.",
  },
  {
    slug: "terms",
    titleJa: "ご利用規約",
    titleEn: "Terms of use",
    bodyJa: "掲載している価格は支払総額（税込）です。在庫状況は日々変わるため、ご購入の際は必ずお問い合わせください。掲載情報の誤りにより生じた損害について、当社は責任を負いかねます。",
    bodyEn: "",
  },
] as const;
