/**
 * Word lists of `npm run db:generate-data`: fictional San Antonio listings. Names mix the
 * city's common Hispanic, Anglo, Vietnamese, Indian and other surnames so that search
 * terms hit realistic shares of rows (a common surname ~0.5%, a job word a few %).
 * Phones stay in 210-555-01xx, mail and web addresses on example.com.
 */
const words = (text: string) => text.trim().split(/\s*\|\s*/);

export const firstNames = words(`Maria | Jose | Juan | Ana | Luis | Carlos | Rosa | Jesus | Elena | Miguel | Sofia | Diego | Lucia | Javier | Isabel
  | Antonio | Carmen | Ricardo | Gabriela | Fernando | Adriana | Roberto | Veronica | Alejandro | Patricia | Daniel | Mariana | Eduardo
  | Teresa | Raul | James | Mary | John | Linda | Michael | Susan | David | Karen | Robert | Sarah | William | Emily | Thomas | Rebecca
  | Christopher | Laura | Matthew | Amanda | Andrew | Jessica | Joshua | Ashley | Ryan | Megan | Brandon | Rachel | Kevin | Nicole
  | Jason | Stephanie | Tyler | Heather | Aaron | Kimberly | Benjamin | Melissa | Samuel | Hannah | Nathan | Olivia | Ethan | Grace
  | Minh | Linh | Thanh | Huong | Duc | Mai | Priya | Arjun | Anjali | Rahul | Deepa | Vikram | Wei | Mei | Jun | Hana | Kwame
  | Amara | Tariq | Leila | Omar | Yasmin | Dmitri | Katya | Marco | Giulia | Liam | Nora | Owen | Claire | Caleb | Avery | Reyna
  | Ximena | Mateo | Valeria | Santiago | Camila | Emilio | Paloma | Arturo | Graciela | Ignacio | Beatriz | Ramon | Yolanda`);

export const lastNames = words(`Garcia | Martinez | Hernandez | Lopez | Gonzalez | Rodriguez | Perez | Sanchez | Ramirez | Flores | Rivera | Torres
  | Gomez | Diaz | Reyes | Morales | Cruz | Ortiz | Gutierrez | Chavez | Ramos | Ruiz | Alvarez | Mendoza | Castillo | Jimenez
  | Vasquez | Moreno | Herrera | Medina | Aguilar | Vargas | Guerrero | Salinas | Castro | Garza | Trevino | Cantu | Villarreal
  | Saenz | Zuniga | Guerra | Cavazos | Ybarra | Cisneros | Delgado | Escobedo | Paredes | Leal | Elizondo | Benavides | Olivares
  | Smith | Johnson | Williams | Brown | Jones | Miller | Davis | Wilson | Anderson | Taylor | Thomas | Moore | Jackson | Martin
  | Lee | Thompson | White | Harris | Clark | Lewis | Robinson | Walker | Young | Allen | King | Wright | Scott | Green | Baker
  | Adams | Nelson | Hill | Campbell | Mitchell | Roberts | Carter | Phillips | Evans | Turner | Parker | Collins | Edwards
  | Stewart | Morris | Murphy | Cook | Rogers | Morgan | Cooper | Peterson | Reed | Bailey | Bell | Kelly | Howard | Ward | Cox
  | Richardson | Wood | Watson | Brooks | Bennett | Gray | Hughes | Price | Sanders | Myers | Long | Ross | Foster | Powell
  | Jenkins | Perry | Russell | Sullivan | Fischer | Schneider | Wagner | Becker | Nguyen | Tran | Pham | Le | Huynh | Vo | Dang
  | Patel | Shah | Desai | Mehta | Kapoor | Iyer | Chen | Wang | Liu | Zhang | Kim | Park | Choi | Okafor | Mensah | Haddad
  | Khalil | Nasser | Ivanova | Rossi | Bianchi | Walsh | O'Brien | Murray | Quinn | Doyle | De La Cruz | De Leon | Del Toro`);

export const places = words(`Alamo | Bexar | Mission | Pearl | Southtown | Stone Oak | Leon Springs | Olmos | Medina River | Bluebonnet
  | Cibolo | Brackenridge | King William | Monte Vista | Helotes | Tobin Hill | Alamo Heights | Dignowity | Lavaca | Castle Hills
  | Terrell Hills | Culebra | Bandera Road | Hill Country | Riverwalk | Espada | Concepcion | San Pedro | Salado Creek | Lone Star`);

export const nouns = words(`Oak | Star | River | Lantern | Ridge | Pecan | Cypress | Limestone | Mesquite | Agave | Sunset | Heritage
  | Cactus | Bluebird | Cardinal | Harbor | Compass | Keystone | Juniper | Magnolia | Sabal | Willow | Granite | Canyon`);

export const streets = words(`Broadway St | N St Mary's St | Main Plaza | Fredericksburg Rd | Blanco Rd | Babcock Rd | Huebner Rd | Stone Oak Pkwy
  | Bandera Rd | Culebra Rd | Nogalitos St | S Presa St | Austin Hwy | Wurzbach Rd | NW Military Hwy | Medical Dr | Vance Jackson Rd
  | Evers Rd | Callaghan Rd | Perrin Beitel Rd | Nacogdoches Rd | Thousand Oaks Dr | De Zavala Rd | Hildebrand Ave | McCullough Ave`);

export const zipCodes = words(`78201 | 78202 | 78203 | 78204 | 78205 | 78207 | 78208 | 78209 | 78210 | 78212 | 78213 | 78214 | 78215 | 78216
  | 78217 | 78218 | 78221 | 78223 | 78224 | 78225 | 78226 | 78227 | 78228 | 78229 | 78230 | 78231 | 78232 | 78233 | 78240
  | 78247 | 78248 | 78249 | 78250 | 78251 | 78253 | 78254 | 78256 | 78257 | 78258 | 78259 | 78260 | 78261`);

export const schools = words(`BBA, The University of Texas at San Antonio | MBA, Texas A&M University-San Antonio | JD, St. Mary's University School of Law
  | DDS, UT Health San Antonio | MD, UT Health San Antonio Long School of Medicine | BS, Trinity University | BA, University of the Incarnate Word
  | MS, Our Lady of the Lake University | BS, Texas State University | MPA, The University of Texas at Austin | AAS, San Antonio College`);

export const awards = words(`San Antonio Business Journal 40 Under 40 | Bexar County Bar Association Pro Bono Award | Alamo City Small Business Champion
  | Texas Super Lawyers Rising Star | Readers' Choice, Best of San Antonio | Chamber of Commerce Volunteer of the Year`);

/** Per category (the slugs of server/db/sample-data/categories.json): job titles, specialties, business-name endings, services. */
export const categoryWords: Record<string, { titles: string[]; specialties: string[]; endings: string[] }> = {
  banking: {
    titles: words(
      "Branch Manager | Mortgage Loan Officer | Senior Trust Officer | Vice President, Commercial Lending | Treasury Management Officer | Personal Banker",
    ),
    specialties: words("Commercial lending | Small business lines of credit | Home mortgages | Trust administration | Cash management | Equipment financing"),
    endings: words("Community Bank | Credit Union | Savings & Trust"),
  },
  healthcare: {
    titles: words("Family Physician | Nurse Practitioner | Pediatrician | Physician Assistant | Physical Therapist | Practice Administrator"),
    specialties: words("Primary care | Diabetes education | Sports injuries | Women's health | Telehealth follow-ups | Geriatric care"),
    endings: words("Family Clinic | Medical Group | Health Partners"),
  },
  legal: {
    titles: words("Managing Attorney | Associate Attorney | Tax Attorney | Mediator | Paralegal | Partner, Estate Planning"),
    specialties: words("Estate planning | Immigration | Business formation | Family law | Tax controversy | Commercial contracts"),
    endings: words("Law Firm | Legal Group | & Associates, PLLC"),
  },
  business: {
    titles: words("Office Operations Manager | HR Compliance Specialist | Director of Payroll Services | Certified Notary | Marketing Director | Owner"),
    specialties: words("Payroll | HR compliance | Business filings | Bilingual marketing | Office management | Event planning"),
    endings: words("Business Services | Staffing | Marketing Co."),
  },
  realestate: {
    titles: words("Realtor | Broker/Owner | Commercial Real Estate Agent | Relocation Specialist | Property Manager | Appraiser"),
    specialties: words("First-time buyers | Military relocation | Commercial leasing | Historic homes | Investment property | New construction"),
    endings: words("Realty | Properties | Real Estate Group"),
  },
  construction: {
    titles: words("General Contractor | Project Manager | Architect | Master Electrician | Estimator | Site Superintendent"),
    specialties: words("Custom homes | Remodeling | Commercial build-outs | Roofing | Energy-efficient design | Historic restoration"),
    endings: words("Builders | Construction | Custom Homes"),
  },
  consulting: {
    titles: words("Principal Consultant | Operations Consultant | Nonprofit Strategy Consultant | IT Consultant | Management Consultant | Partner"),
    specialties: words("Strategic planning | Process improvement | Grant strategy | Cybersecurity | Change management | Board development"),
    endings: words("Consulting | Advisory Group | Strategy Partners"),
  },
  dental: {
    titles: words("General Dentist | Orthodontist | Pediatric Dentist | Dental Hygienist | Oral Surgeon | Endodontist"),
    specialties: words("Clear aligners | Crowns and bridges | Children's dentistry | Emergency visits | Implants | Cosmetic dentistry"),
    endings: words("Dental | Family Dentistry | Orthodontics"),
  },
  accounting: {
    titles: words("CPA | Enrolled Agent | Senior Tax Manager | Bookkeeping Supervisor | Controller | Financial Advisor"),
    specialties: words("Small business tax | Bookkeeping | Payroll tax | Retirement planning | Audit support | Nonprofit accounting"),
    endings: words("CPAs | Tax & Accounting | Financial Group"),
  },
};
