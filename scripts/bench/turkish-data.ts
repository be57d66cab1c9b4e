import { listCities, listDistricts } from "../../src/domain/turkish/cities";

/**
 * The realistic values the benchmark's seed picks from: Turkish names with their letters, real provinces with
 * their own districts, valid tax numbers (identity numbers are computed in SQL, seed-sql.ts). Plain lists, so a test can check what a keyword finds.
 */

/** Brides and their mothers: most clients are women. Ayşe and Ayşegül hold the share the `ayse` search finds. */
export const FEMALE_NAMES = [
  "Ayşe", "Ayşegül", "Fatma", "Emine", "Hatice", "Zeynep", "Elif", "Meryem", "Şule", "Gül", "Gülşen", "Özlem",
  "Çiğdem", "Büşra", "Esra", "Merve", "Kübra", "Tuğba", "Sevgi", "Derya", "Dilek", "Ebru", "Songül", "Nurcan",
  "Şeyma", "Rabia", "İrem", "Ece", "Buse", "Gizem", "Sibel", "Hülya", "Aslı", "Burcu", "Damla", "Nazlı",
  "Yasemin", "Melek", "Hande", "Selin", "Pınar", "Özge", "Sena", "Betül", "Gökçe", "İpek", "Tülay", "Nesrin",
  "Filiz", "Canan", "Şebnem", "Zehra", "Hacer", "Leyla", "Reyhan", "Sultan", "Dilan", "Berfin", "Rojda", "Hêlîn",
  "Nur", "Serap", "Eda", "Yeliz", "Arzu", "Feride",
] as const;

export const MALE_NAMES = [
  "Mehmet", "Mustafa", "Ahmet", "Ali", "Hüseyin", "Hasan", "İbrahim", "İsmail", "Osman", "Yusuf", "Murat", "Ömer",
  "Çağlar", "Emre", "Burak", "Serkan", "Oğuz", "Uğur", "Gökhan", "Barış", "Doğan", "Şahin", "Ercan", "Cem",
  "Tolga", "Kadir", "Furkan", "Enes", "Onur", "Volkan", "Erdem", "Berk", "Rıza", "Selçuk", "Tuncay", "Kerem",
] as const;

export const SURNAMES = [
  "Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Yıldırım", "Öztürk", "Aydın", "Özdemir", "Arslan",
  "Doğan", "Kılıç", "Aslan", "Çetin", "Kara", "Koç", "Kurt", "Özkan", "Şimşek", "Polat", "Özer", "Güneş",
  "Erdoğan", "Aktaş", "Bulut", "Keskin", "Ünal", "Güler", "Tekin", "Korkmaz", "Acar", "Işık", "Çakır", "Uçar",
  "Gündoğdu", "Karakuş", "Bozkurt", "Sarı", "Türkmen", "Akgül", "Ateş", "Başaran", "Uysal", "Erdem", "Çiftçi",
  "Tunç", "Avcı", "Duman", "Güzel", "Ekinci", "Bingöl", "Altıntaş", "Kocabaş", "Karataş", "Yüksel",
] as const;

/** Trade names of business clients (another shop, a hotel, a wedding hall): "<surname> <trade>". */
export const TRADES = ["Tekstil Ltd. Şti.", "Düğün Salonu", "Organizasyon", "Otelcilik A.Ş.", "Gelinlik Evi", "Kuaför", "Moda Tasarım"] as const;

export const TAX_OFFICES = ["Kadıköy", "Beyoğlu", "Çankaya", "Karşıyaka", "Osmangazi", "Selçuklu", "Şahinbey", "Seyhan", "Muratpaşa"] as const;

/** Provinces by how many shops' clients live there (İstanbul first), each with districts from the app's own list. */
const CITY_WEIGHTS: [string, number][] = [
  ["İstanbul", 18], ["Ankara", 7], ["İzmir", 6], ["Bursa", 4], ["Antalya", 3], ["Konya", 3], ["Gaziantep", 3],
  ["Şanlıurfa", 3], ["Diyarbakır", 3], ["Adana", 3], ["Kocaeli", 2], ["Mersin", 2], ["Kayseri", 2], ["Samsun", 2],
  ["Van", 2], ["Mardin", 1], ["Eskişehir", 1], ["Trabzon", 1], ["Erzurum", 1], ["Muğla", 1],
];

/** "city|county" pairs repeated by weight: Türkiye's clients carry a province and one of its districts. */
export function cityCountyPairs(): string[] {
  const cities = listCities();
  return CITY_WEIGHTS.flatMap(([name, weight]) => {
    const city = cities.find((candidate) => candidate.name === name);
    if (!city) throw new Error(`unknown province ${name}`);
    const districts = listDistricts(city.code).slice(0, 6);
    return Array.from({ length: weight }, (_, index) => `${name}|${districts[index % districts.length]}`);
  });
}

/** A small seeded generator, so every run seeds the same identity numbers. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Valid tax numbers (VKN): nine random digits and the check digit. */
export function vergiKimlikNumbers(count: number, seed = 2): string[] {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    const d = Array.from({ length: 9 }, () => Math.floor(random() * 10));
    let sum = 0;
    d.forEach((digit, i) => {
      const t = (digit + 9 - i) % 10;
      if (t === 0) return;
      const p = (t * 2 ** (9 - i)) % 9;
      sum += p === 0 ? 9 : p;
    });
    return [...d, (10 - (sum % 10)) % 10].join("");
  });
}
