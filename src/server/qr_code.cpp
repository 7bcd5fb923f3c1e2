#include "server/qr_code.h"

#include <qrencode.h>

namespace shn {

QrCode QrCode::encode(const std::string& text) {
    QrCode code;
    // Level M (15% of the code may be damaged), any version that fits; a URL
    // of a local address needs version 2 or 3 (25-29 modules a side).
    QRcode* made = QRcode_encodeString(text.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    if (!made) return code;
    code.size = made->width;
    code.dark.resize(std::size_t(made->width) * std::size_t(made->width));
    for (std::size_t i = 0; i < code.dark.size(); ++i) code.dark[i] = (made->data[i] & 1) != 0;
    QRcode_free(made);
    return code;
}

} // namespace shn
