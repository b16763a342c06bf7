<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../docdedup_gui/about_dialog.py" line="30"/>
        <source>Finds exact duplicate documents under the {contract} contract and shows why near-identical ones are not duplicates.</source>
        <translation>اسناد کاملاً تکراری را طبق قرارداد {contract} پیدا می‌کند و نشان می‌دهد چرا اسناد تقریباً یکسان تکراری نیستند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/about_dialog.py" line="35"/>
        <source>Nothing is deleted or rewritten: a group is a proposal for a person to review.</source>
        <translation>چیزی حذف یا بازنویسی نمی‌شود: هر گروه پیشنهادی است برای بررسی یک انسان.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/about_dialog.py" line="38"/>
        <source>Shipped fonts and their licences:</source>
        <translation>قلم‌های همراه برنامه و مجوزهایشان:</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/about_dialog.py" line="49"/>
        <source>About DocDedup Inspector</source>
        <translation>درباره DocDedup Inspector</translation>
    </message>
</context>
<context>
    <name>ContractPage</name>
    <message>
        <location filename="../../docdedup_gui/contract_page.py" line="85"/>
        <source>language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/contract_page.py" line="86"/>
        <source>title</source>
        <translation>عنوان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/contract_page.py" line="87"/>
        <source>body</source>
        <translation>متن</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/contract_page.py" line="135"/>
        <source>What is in the bytes</source>
        <translation>چه چیزی در بایت‌هاست</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/contract_page.py" line="136"/>
        <source>The canonical content of a record is the UTF-8 encoding of the compact JSON array {array}, written exactly as Python&apos;s json.dumps writes it with ensure_ascii=False and no spaces.</source>
        <translation>محتوای متعارف هر رکورد، رمزگذاری UTF-8 آرایهٔ فشردهٔ JSON {array} است، دقیقاً همان‌طور که json.dumps پایتون با ensure_ascii=False و بدون فاصله می‌نویسد.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/contract_page.py" line="142"/>
        <source>The array keeps the boundary between title and body, and the contract&apos;s name is inside the bytes: a new definition gets a new name and new groups, never a silent change.</source>
        <translation>این آرایه مرز میان عنوان و متن را نگه می‌دارد و نام قرارداد درون بایت‌هاست: تعریف تازه نام تازه و گروه‌های تازه می‌گیرد، نه تغییری بی‌صدا.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/contract_page.py" line="148"/>
        <source>What is not</source>
        <translation>چه چیزی در بایت‌ها نیست</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/contract_page.py" line="149"/>
        <source>doc_id and source_ref are provenance: kept and shown, never compared. Nothing is normalized, trimmed or case-folded: LF and CRLF, NFC and NFD, Persian and Arabic yeh, a trailing space, V and v all make different contents.</source>
        <translation>doc_id و source_ref نشانِ منشأ سندند: نگه داشته و نمایش داده می‌شوند، ولی هرگز مقایسه نمی‌شوند. هیچ چیز یکسان‌سازی یا پیرایش نمی‌شود و بزرگی و کوچکی حروف هم حفظ می‌شود: LF و CRLF، NFC و NFD، «ی» فارسی و «ي» عربی، یک فاصلهٔ پایانی، V و v همه محتوای متفاوت می‌سازند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/contract_page.py" line="155"/>
        <source>Why SHA-256 only proposes</source>
        <translation>چرا SHA-256 فقط پیشنهاد می‌دهد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/contract_page.py" line="156"/>
        <source>Records with the same digest are only candidates. A record joins a group when its canonical bytes are equal to the group&apos;s bytes, byte for byte. With every digest forced to 64 zeros, the groups stay exactly the same.</source>
        <translation>رکوردهایی که چکیدهٔ یکسان دارند فقط نامزدند. رکورد تنها وقتی به گروهی می‌پیوندد که بایت‌های متعارفش بایت به بایت با بایت‌های آن گروه برابر باشد. اگر همهٔ چکیده‌ها ۶۴ صفر شوند، گروه‌ها دقیقاً همان می‌مانند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/contract_page.py" line="167"/>
        <source>Groups: {groups}. C differs from A only by the unit: mV instead of V.</source>
        <translation>گروه‌ها: {groups}. تفاوت C با A فقط در یکاست: mV به جای V.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/contract_page.py" line="170"/>
        <source>Canonical bytes of A, hex ({length} bytes):</source>
        <translation>بایت‌های متعارف A، به هگزادسیمال ({length} بایت):</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/contract_page.py" line="171"/>
        <source>SHA-256 of A: {digest}</source>
        <translation>SHA-256 رکورد A: {digest}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/contract_page.py" line="172"/>
        <source>C: {length} bytes, SHA-256 {digest}</source>
        <translation>C: {length} بایت، SHA-256 {digest}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/contract_page.py" line="174"/>
        <source>The seed example</source>
        <translation>مثال برنامهٔ مرجع</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/contract_page.py" line="196"/>
        <source>The contract: doc-content-v1</source>
        <translation>قرارداد: doc-content-v1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="41"/>
        <source>File</source>
        <translation>پرونده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="42"/>
        <source>Open...</source>
        <translation>باز کردن...</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="43"/>
        <source>Open Recent</source>
        <translation>پرونده‌های اخیر</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="44"/>
        <source>Reload</source>
        <translation>بارگذاری دوباره</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="45"/>
        <source>Export groups...</source>
        <translation>صدور گروه‌ها...</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="46"/>
        <source>Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="47"/>
        <source>View</source>
        <translation>نما</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="48"/>
        <source>Duplicates only</source>
        <translation>فقط تکراری‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="49"/>
        <source>Show invisible characters</source>
        <translation>نمایش نویسه‌های نامرئی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="50"/>
        <source>Limits profile</source>
        <translation>نمایهٔ محدودیت‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="51"/>
        <source>Simulate digest collisions</source>
        <translation>شبیه‌سازی برخورد چکیده‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="52"/>
        <source>Help</source>
        <translation>راهنما</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="53"/>
        <source>The contract</source>
        <translation>قرارداد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="54"/>
        <source>Verify the contract</source>
        <translation>وارسی قرارداد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="55"/>
        <source>About</source>
        <translation>درباره</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="38"/>
        <source>QT_LAYOUT_DIRECTION</source>
        <translation>RTL</translation>
    </message>
</context>
<context>
    <name>VerifyDialog</name>
    <message>
        <location filename="../../docdedup_gui/verify_dialog.py" line="64"/>
        <source>Result</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/verify_dialog.py" line="65"/>
        <source>What it proves</source>
        <translation>چه چیزی را ثابت می‌کند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/verify_dialog.py" line="66"/>
        <source>Seed name</source>
        <translation>نام در برنامهٔ مرجع</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/verify_dialog.py" line="89"/>
        <source>Passed</source>
        <translation>موفق</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/verify_dialog.py" line="90"/>
        <source>Failed</source>
        <translation>ناموفق</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/verify_dialog.py" line="104"/>
        <source>Verify the contract</source>
        <translation>وارسی قرارداد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/verify_dialog.py" line="129"/>
        <source>The seed program proves doc-content-v1 with 18 checks. Here they run against this application&apos;s core.</source>
        <translation>برنامهٔ مرجع قرارداد doc-content-v1 را با ۱۸ بررسی ثابت می‌کند. اینجا همان بررسی‌ها روی هستهٔ این برنامه اجرا می‌شوند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/verify_dialog.py" line="137"/>
        <source>Limits profile:</source>
        <translation>نمایهٔ محدودیت‌ها:</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/verify_dialog.py" line="144"/>
        <source>Seed checks</source>
        <translation>بررسی‌های برنامهٔ مرجع</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/verify_dialog.py" line="160"/>
        <source>Run again</source>
        <translation>اجرای دوباره</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/verify_dialog.py" line="178"/>
        <source>{passed} of {total} checks pass under the {profile} limits.</source>
        <translation>{passed} از {total} بررسی با محدودیت‌های {profile} موفق‌اند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/verify_dialog.py" line="182"/>
        <source>As intended: the failing checks test the seed&apos;s teaching bounds, which this profile widens for real corpora.</source>
        <translation>همان‌طور که انتظار می‌رود: بررسی‌های ناموفق مرزهای آموزشی برنامهٔ مرجع را می‌سنجند که این نمایه برای پیکره‌های واقعی گسترده‌تر کرده است.</translation>
    </message>
</context>
</TS>
