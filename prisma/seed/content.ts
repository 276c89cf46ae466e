// Demo content beside the inventory: the body-building items and the two campaigns of spec section 9.
import { japanDate } from "../../lib/business/calendar";
import { routes } from "../../lib/routes";

export const bodyWorkItems = [
  {
    slug: "isuzu-hirabody",
    bodyType: "flatbed",
    titleJa: "いすゞ エルフ 平ボディ製作",
    titleEn: "Flatbed body for the Isuzu Elf",
    textJa:
      "積載量と用途に合わせて、アルミ・スチールのあおり、床材、荷台長を選べます。三方開きや鳥居の補強、ロープフックの追加も承ります。納期の目安はシャシ入庫から約1か月です。",
    textEn:
      "Choose aluminium or steel side gates, the floor and the bed length for your load. We also fit three-way " +
      "opening gates, a reinforced headboard and extra rope hooks. Allow about a month from the chassis arriving.",
  },
  {
    slug: "wing",
    bodyType: "wing",
    titleJa: "ウイングボディ製作",
    titleEn: "Wing bodies",
    textJa:
      "フォークリフトで横から積み降ろしできるウイングボディを、2t から大型まで製作します。ラッシングレールやジョルダー、床の仕様もご相談ください。",
    textEn:
      "Wing bodies from 2 t to heavy trucks, loaded from the side by forklift. Ask us about lashing rails, " +
      "side-roll curtains and the floor.",
  },
  {
    slug: "dump",
    bodyType: "dump",
    titleJa: "ダンプ架装",
    titleEn: "Dump bodies",
    textJa:
      "土砂・産廃・農業用など用途に合わせた荷台と、深あおり・コボレーンの取り付けを行います。PTOや油圧まわりの点検も同時に承ります。",
    textEn:
      "Dump bodies for soil, waste or farm use, with deep gates and sliding covers on request. We check the PTO " +
      "and hydraulics at the same time.",
  },
  {
    slug: "crane",
    bodyType: "crane",
    titleJa: "クレーン架装",
    titleEn: "Crane mounting",
    textJa:
      "タダノ・古河ユニックなどの小型クレーンを、平ボディ・セルフローダーに架装します。ラジコン、フックイン、アウトリガーの仕様もお選びいただけます。",
    textEn:
      "We mount Tadano, Furukawa Unic and other loader cranes on flatbeds and self-loaders, with radio control, " +
      "hook-in and outrigger options.",
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
    {
      textJa: "決算セール 対象車両の車両本体価格を、直近8週間の当社販売価格から最大40%値下げ",
      textEn: "Year-end sale: selected vehicles up to 40% below the price we asked over the last eight weeks",
      discountPercent: 40,
      linkPath: routes.sale(),
      endsOn: new Date(`${nextOccurrence(today, 2, 28)}T00:00:00Z`),
    },
    {
      textJa: "ボディ新規製作 当社標準価格から30%OFF キャンペーン",
      textEn: "New bodies 30% off our standard price list",
      discountPercent: 30,
      linkPath: routes.bodyWork,
      endsOn: new Date(`${nextOccurrence(today, 4, 30)}T00:00:00Z`),
    },
  ];
}

/** Demo news: two stories in both languages and one in Japanese only (the English site shows it with a note). */
export const blogStories = [
  {
    daysAgo: 2,
    ja: {
      title: "クレーン付きトラックの買取を強化しています",
      body:
        "## 高価買取の対象\n\nタダノ・古河ユニックなど**4段・5段クレーン**付きの2t〜4t車を特に強化しています。\n\n- 年式が古い車両\n- 走行距離が多い車両\n- 車検切れの車両\n\n" +
        "もご相談ください。車検証とクレーンの写真を[LINE](https://line.me/R/ti/p/@toho-truck)で送っていただければ、当日中に概算をお伝えします。",
    },
    en: {
      title: "We are buying more crane trucks",
      body:
        "## What we are looking for\n\nWe especially want 2 t to 4 t trucks with **4- and 5-section cranes** by " +
        "Tadano, Furukawa Unic and others.\n\n- Older vehicles\n- High mileage\n- Expired inspection\n\nare all " +
        "welcome. Send the inspection certificate and photos of the crane on " +
        "[LINE](https://line.me/R/ti/p/@toho-truck) and we will give you a rough price the same day.",
    },
  },
  {
    daysAgo: 9,
    ja: {
      title: "査定額を上げるための5つのポイント",
      body:
        "1. 整備記録簿をそろえる\n2. 荷台と運転席を清掃する\n3. 付属品（取扱説明書・スペアキー）を用意する\n4. 架装物の動作を確認しておく\n5. 売却時期を相場の高い時期に合わせる\n\n" +
        "詳しくはお気軽にお問い合わせください。",
    },
    en: null,
  },
  {
    daysAgo: 20,
    ja: {
      title: "ボディ製作30%OFFキャンペーン実施中",
      body: "平ボディ・ウイング・ダンプの新規製作が、当社標準価格から**30%OFF**になるキャンペーンを実施中です。期間は4月30日まで。",
    },
    en: {
      title: "30% off body building",
      body: "New flatbed, wing and dump bodies are **30% off** our standard price list until April 30.",
    },
  },
] as const;

/** Demo customer reviews; each shows the photo of a demo vehicle with the body the customer bought. */
export const reviews = [
  {
    language: "ja",
    customerName: "愛知県 K様（運送業）",
    vehicleBought: "いすゞ エルフ 平ボディ",
    bodyType: "flatbed",
    text: "問い合わせた当日に見積もりをいただき、車両の状態も写真と説明のとおりでした。納車前の整備もしっかりしていて安心して使えています。",
  },
  {
    language: "ja",
    customerName: "大阪府 T様（建設業）",
    vehicleBought: "日野 レンジャー クレーン付き",
    bodyType: "crane",
    text: "LINEで車検証の写真を送るだけで話が進み、忙しい中でも助かりました。クレーンの動作確認の動画まで送ってもらえました。",
  },
  {
    language: "ja",
    customerName: "岐阜県 S様",
    vehicleBought: "三菱ふそう キャンター ダンプ",
    bodyType: "dump",
    text: "古いダンプの買取もお願いしましたが、他社より高い金額を提示していただき、その場で支払いまで済みました。",
  },
  {
    language: "en",
    customerName: "M. R., exporter",
    vehicleBought: "Isuzu Forward wing body",
    bodyType: "wing",
    text: "Clear total prices, honest photos and quick answers in English. The truck arrived exactly as described.",
  },
] as const;

/** The pages the footer links to, as staff would first publish them. */
export const staffPages = [
  {
    slug: "privacy",
    titleJa: "プライバシーポリシー（個人情報の取り扱いについて）",
    titleEn: "Privacy policy",
    bodyJa: [
      "東邦トラック販売株式会社（以下「当社」）は、お客様の個人情報を個人情報の保護に関する法律その他の法令に従い、次のとおり取り扱います。",
      "## 1. 取得する個人情報",
      "お問い合わせ・お見積もり・査定・ご売買の際に、お名前、フリガナ、会社名、住所（都道府県）、電話番号、メールアドレス、お問い合わせ内容、車両に関する情報をお預かりします。車両の買取の際は、古物営業法に基づき、" +
        "本人確認書類の記載事項（氏名・住所・生年月日など）を確認し、記録します。",
      "## 2. 利用目的",
      "- お問い合わせへの回答、お見積もり・査定のご連絡\n- 車両の売買・オークション代行・ボディ製作などのお取引、納車、名義変更、アフターサービス\n- 古物営業法に基づく本人確認、取引の記録と保存\n- " +
        "法令に基づく請求・届出への対応\n- お客様の同意をいただいた場合の、新着車両やキャンペーンのご案内",
      "## 3. 委託と第三者提供",
      "陸送、名義変更・登録、車検・整備、オークション出品などのお取引に必要な範囲で、業務委託先に個人情報を提供します。委託先は契約により適切に監督します。法令に基づく場合を除き、ご本人の同意なく第三者に提供することはありません。",
      "## 4. 安全管理措置",
      "個人情報へのアクセスは業務上必要な従業者に限り、通信の暗号化、アクセス権限の管理、従業者への教育を行い、漏えい・滅失・毀損を防ぎます。古物営業法に基づく記録は法定の期間保存し、その後は確実に廃棄します。",
      "## 5. Cookieとアクセス解析",
      "当サイトは、ログイン状態の維持や表示言語の記憶のためにCookieを使用します。サイトの改善のためにアクセス状況を集計することがありますが、個人を特定する情報は含みません。",
      "## 6. LINEでのお問い合わせ",
      "LINE公式アカウントでお送りいただいたお名前・写真・メッセージは、本ポリシーの利用目的の範囲で利用します。LINEアプリの情報の取り扱いは、LINEヤフー株式会社のプライバシーポリシーに従います。",
      "## 7. 開示・訂正・利用停止などのご請求",
      "ご本人から、保有個人データの利用目的の通知、開示、訂正・追加・削除、利用停止・消去、第三者提供の停止のご請求があった場合は、ご本人であることを確認したうえで、法令に従い遅滞なく対応します。" +
        "下記の窓口までお電話またはお問い合わせフォームでご連絡ください。",
      "## 8. 事業者と窓口",
      "東邦トラック販売株式会社\n〒455-0027 愛知県名古屋市港区船見町1-39\n代表取締役 山本 健一\n個人情報に関するお問い合わせ窓口：営業部（TEL 0120-555-860 平日 8:30〜18:00、" +
        "メール info@toho-truck.example）",
    ].join("\n\n"),
    bodyEn: [
      'Toho Truck Sales Co., Ltd. ("we") handles your personal information as follows, in accordance with ' +
        "Japan's Act on the Protection of Personal Information and other laws.",
      "## 1. What we collect",
      "When you contact us, ask for a quote or an assessment, or buy or sell a vehicle, we receive your name, " +
        "name in katakana, company, prefecture, phone number, email address, your message and details of the " +
        "vehicle. When we buy a vehicle, the Secondhand Articles Dealer Act requires us to check and record the " +
        "details on your identity document (name, address, date of birth).",
      "## 2. Why we use it",
      "- To answer you and send quotes and assessments\n- To carry out sales, purchases, auction agency and body " +
        "building, delivery, title transfer and after-sales service\n- To check identity and keep the transaction " +
        "records the Secondhand Articles Dealer Act requires\n- To meet requests and filings the law requires\n- " +
        "With your consent, to tell you about new stock and campaigns",
      "## 3. Contractors and third parties",
      "We give contractors the information they need for a transaction (transport, registration and title " +
        "transfer, inspection and servicing, auction listing) and supervise them by contract. We do not give your " +
        "information to anyone else without your consent, except where the law requires it.",
      "## 4. How we keep it safe",
      "Only staff who need it have access; we encrypt connections, manage access rights and train our staff to " +
        "prevent leaks, loss or damage. Records the Secondhand Articles Dealer Act requires are kept for the period " +
        "it sets and then destroyed.",
      "## 5. Cookies and analytics",
      "This site uses cookies to keep staff signed in and to remember your language. We may count visits to " +
        "improve the site; the counts identify no one.",
      "## 6. LINE",
      "Names, photos and messages you send to our LINE account are used only for the purposes above. The LINE " +
        "app's own handling of data follows LY Corporation's privacy policy.",
      "## 7. Seeing, correcting or stopping the use of your data",
      "You may ask us to tell you why we hold your data, to disclose, correct, add to or delete it, to stop using " +
        "or erase it, or to stop giving it to third parties. Once we have confirmed your identity we will respond " +
        "without delay, as the law requires. Contact us by phone or through the contact form.",
      "## 8. Who we are",
      "Toho Truck Sales Co., Ltd.\n1-39 Funami-cho, Minato-ku, Nagoya, Aichi 455-0027, Japan\nRepresentative " +
        "Director: Kenichi Yamamoto\nPrivacy enquiries: Sales Department (tel. +81 52-000-8600, weekdays 8:30–18:00 " +
        "Japan time; info@toho-truck.example)",
    ].join("\n\n"),
  },
  {
    slug: "terms",
    titleJa: "ご利用規約",
    titleEn: "Terms of use",
    bodyJa: [
      "本規約は、東邦トラック販売株式会社（以下「当社」）が運営するウェブサイト（以下「当サイト」）のご利用条件を定めるものです。",
      "## 第1条（掲載情報）",
      "掲載している価格は、当社所在地（愛知県）での登録・当社店頭での納車を条件とする支払総額（消費税込み）です。県外登録費用、陸送費、希望ナンバーの取得費用、任意保険料は含みません。在庫状況は日々変わるため、" +
        "ご購入の際は必ず在庫と価格をご確認ください。",
      "## 第2条（契約の成立）",
      "当サイトからのお申し込みは、見積もり・在庫確認のご依頼です。売買契約は、当社が注文書または契約書によりお申し込みを承諾した時に成立します。",
      "## 第3条（免責）",
      "当社は、掲載情報の正確さに努めますが、当サイトの利用により生じた損害について、当社の故意または重大な過失による場合を除き、責任を負いません。消費者契約法その他の法令により当社の責任が認められる場合は、" +
        "この限りではありません。",
      "## 第4条（禁止事項）",
      "虚偽の内容でのお申し込み、当サイトの運営を妨げる行為、他人の権利を侵害する行為を禁止します。",
      "## 第5条（反社会的勢力の排除）",
      "お客様は、暴力団、暴力団員、暴力団関係企業その他の反社会的勢力に該当しないこと、また反社会的勢力と関係を持たないことを表明し、保証するものとします。これに反することが判明した場合、当社は催告なくお取引を解除できます。",
      "## 第6条（準拠法・管轄裁判所）",
      "本規約は日本法に準拠します。当サイトまたはお取引に関する紛争は、名古屋地方裁判所を第一審の専属的合意管轄裁判所とします。ただし、消費者であるお客様との紛争については、法令の定める管轄に従います。",
    ].join("\n\n"),
    bodyEn: [
      'These terms govern the use of the website ("the site") run by Toho Truck Sales Co., Ltd. ("we").',
      "## 1. Listings",
      "Listed prices are total prices including consumption tax, for registration in Aichi Prefecture and " +
        "collection at our yard. Registration in another prefecture, transport, a personalised number plate and " +
        "voluntary insurance are extra. Stock changes daily: please confirm availability and price before buying.",
      "## 2. When a contract is made",
      "A request sent through the site asks for a quote and a stock check. A sale is agreed only when we accept " +
        "it with an order form or a contract.",
      "## 3. Liability",
      "We take care that listings are accurate. We are not liable for loss arising from the use of the site, " +
        "except where it is caused by our intent or gross negligence, or where the Consumer Contract Act or other " +
        "law makes us liable.",
      "## 4. What is not allowed",
      "Requests with false details, interfering with the running of the site, and infringing the rights of others " +
        "are not allowed.",
      "## 5. No dealings with organised crime",
      "You confirm that you are not, and have no ties with, an organised crime group, its members or related " +
        "companies. If this proves untrue, we may cancel any transaction without notice.",
      "## 6. Governing law and jurisdiction",
      "These terms are governed by the laws of Japan. The Nagoya District Court has exclusive jurisdiction in the " +
        "first instance over disputes about the site or a transaction, except that disputes with consumers go to " +
        "the court the law designates.",
    ].join("\n\n"),
  },
] as const;
